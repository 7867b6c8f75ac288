import { useT } from '../i18n/useT';

/** Full-screen loading overlay shown during calls ('Loading..' unless `text` is given). */
export function LoadingOverlay({ show, text }: { show: boolean; text?: string }) {
  const t = useT();
  if (!show) return null;
  text ??= t('ui.loading');
  return (
    <div className="overlay" role="progressbar" aria-label={text} aria-busy="true">
      <div className="spinner" />
      <div className="overlay-text">{text}</div>
    </div>
  );
}
