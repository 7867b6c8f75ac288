import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees } from '../../../domain/rules';
import { BID_HISTORY } from './tabs';
import { useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';

interface PlayBarProps {
  /** rupees, or an element that shows them (the JODI total subscribes to its store by itself: JodiTotal) */
  total: number | ReactNode;
  label: string;
  busy: boolean;
  onPlay: () => void;
  /** shown above the bar (the locked-PLAY notice), where the player is looking */
  notice?: ReactNode;
}

/**
 * The fixed bottom action bar of a bet screen (the bet routes have no tab bar): running total in rupees and PLAY,
 * which is disabled and reads 'Processing...' while the submission's processing flag is set. A spacer keeps the
 * end of the screen clear of it.
 */
export const PlayBar = memo(function PlayBar({ total, label, busy, onPlay, notice }: PlayBarProps) {
  const t = useT();
  return (
    <>
      <div className={`play-bar-spacer${notice ? ' play-bar-spacer-tall' : ''}`} aria-hidden />
      <div className="play-bar">
        {notice}
        <div className="play-row">
          <div className="play-total" aria-live="polite">
            <span className="play-total-label">{t('bet.total')}</span>
            <strong className="play-total-value" data-testid="bet-total">
              {typeof total === 'number' ? formatRupees(total) : total}
            </strong>
          </div>
          <button type="button" className="btn btn-accent play-btn" onClick={onPlay} disabled={busy}>
            {shownText(label, t)}
          </button>
        </div>
      </div>
    </>
  );
});

/**
 * PLAY locked: CROSSING / COPY PASTE after a failed submission (the processing flag stays set, spec §4), and any tab
 * when a bet's outcome could not be confirmed in the bid history (a second PLAY could place it twice).
 * The safe way out is to look at the bid history.
 */
export function StuckNotice() {
  const t = useT();
  return (
    <div className="bet-stuck" role="status">
      <p>{t('bet.locked', { play: t('bet.playBtn') })}</p>
      <Link to={BID_HISTORY} className="btn btn-outline bet-stuck-link">
        {t('bet.checkHistory')}
      </Link>
    </div>
  );
}
