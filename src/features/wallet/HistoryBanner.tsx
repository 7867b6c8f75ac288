/** The 2 s message banner of the history screen ('Last page', a load error). */
export function HistoryBanner({ text, tone }: { text: string; tone: 'info' | 'error' }) {
  return (
    <div className={`history-banner history-banner-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {text}
    </div>
  );
}
