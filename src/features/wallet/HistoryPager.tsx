/** Previous / next pager (10 per page). Previous on page 1 is answered by the caller ('Last page'). */
import { useT } from '../../i18n/useT';

export function HistoryPager({ page, canNext, onPrev, onNext }: { page: number; canNext: boolean; onPrev: () => void; onNext: () => void }) {
  const t = useT();
  return (
    <nav className="history-pager" aria-label={t('history.pages')}>
      <button type="button" className="btn btn-outline history-pager-btn" onClick={onPrev}>
        {t('history.previous')}
      </button>
      <span className="history-pager-page" aria-live="polite">
        {t('history.page', { page })}
      </span>
      <button type="button" className="btn btn-outline history-pager-btn" onClick={onNext} disabled={!canNext}>
        {t('history.next')}
      </button>
    </nav>
  );
}
