/** Full-screen loading overlay shown during calls. */
export function LoadingOverlay({ show, text = 'Loading..' }: { show: boolean; text?: string }) {
  if (!show) return null;
  return (
    <div className="overlay" role="progressbar" aria-label={text} aria-busy="true">
      <div className="spinner" />
      <div className="overlay-text">{text}</div>
    </div>
  );
}
