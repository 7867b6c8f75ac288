/** Previous / next pager (10 per page). Previous on page 1 is answered by the caller ('Last page'). */
export function HistoryPager({ page, canNext, onPrev, onNext }: { page: number; canNext: boolean; onPrev: () => void; onNext: () => void }) {
  return (
    <nav className="history-pager" aria-label="Pages">
      <button type="button" className="btn btn-outline history-pager-btn" onClick={onPrev}>
        ‹ Previous
      </button>
      <span className="history-pager-page" aria-live="polite">
        Page {page}
      </span>
      <button type="button" className="btn btn-outline history-pager-btn" onClick={onNext} disabled={!canNext}>
        Next ›
      </button>
    </nav>
  );
}
