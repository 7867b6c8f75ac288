import { memo } from 'react';
import { Link } from 'react-router-dom';
import { BID_HISTORY } from './tabs';

/**
 * The sticky bottom action bar of a bet screen (the bet routes have no tab bar): running total in rupees and PLAY,
 * which is disabled and reads 'Processing...' while the submission's processing flag is set.
 */
export const PlayBar = memo(function PlayBar({ total, label, busy, onPlay }: { total: number; label: string; busy: boolean; onPlay: () => void }) {
  return (
    <div className="play-bar">
      <div className="play-total" aria-live="polite">
        <span className="play-total-label">Total</span>
        <strong className="play-total-value" data-testid="bet-total">
          ₹{total}
        </strong>
      </div>
      <button type="button" className="btn btn-accent play-btn" onClick={onPlay} disabled={busy}>
        {label}
      </button>
    </div>
  );
});

/**
 * CROSSING / COPY PASTE after a failed submission: the processing flag stays set (spec §4), because when the outcome
 * is unknown (timeout, garbled reply) the bet may already be placed and a second PLAY could place it twice.
 * The safe way out is to look at the bid history.
 */
export function StuckNotice() {
  return (
    <div className="card bet-stuck" role="status">
      <strong>PLAY is locked on this screen</strong>
      <p>
        To protect you from placing the same bet twice, PLAY stays locked after a failed attempt. Check your Bid History
        to see what was placed, then open the game again.
      </p>
      <Link to={BID_HISTORY} className="btn btn-outline btn-block">
        Check Bid History
      </Link>
    </div>
  );
}
