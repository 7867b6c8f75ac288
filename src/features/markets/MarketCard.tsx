import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { MarketView } from '../../api/views';
import { formatTime12, padResult } from './format';
import { useClockLocale, useT } from '../../i18n/useT';

/**
 * One market (spec §2): name upper-cased, latest result, Game Chart link, PLAY or TIME OUT, OPEN and CLOSE times.
 * Running markets chart by match_id and play only while active; upcoming markets chart by game_id and always play.
 * A market whose times (or, running, whose active flag) could not be read shows no PLAY and says why.
 */
export function MarketCard({ market, kind }: { market: MarketView; kind: 'running' | 'upcoming' }) {
  const titleId = useId();
  const t = useT();
  const clock = useClockLocale();
  const chartId = kind === 'running' ? market.match_id : market.game_id;
  const unknown = market.start_time === null || market.end_time === null || (kind === 'running' && market.active === null);
  const playable = !unknown && (kind === 'upcoming' || market.active === true);
  const result = padResult(market.result) || '**';
  return (
    <article className={`market-card${playable ? '' : ' market-card-closed'}`} aria-labelledby={titleId}>
      <div className="market-main">
        <div className="market-info">
          <h3 className="market-name" id={titleId}>
            {market.game_name.toUpperCase()}
          </h3>
          <dl className="market-times">
            <div>
              <dt>{t('markets.open')}</dt>
              <dd>{formatTime12(market.start_time, clock)}</dd>
            </div>
            <div>
              <dt>{t('markets.close')}</dt>
              <dd>{formatTime12(market.end_time, clock)}</dd>
            </div>
          </dl>
        </div>
        <div className="market-result" aria-label={t('markets.latestResult', { result })}>
          {result}
        </div>
      </div>
      {unknown ? <p className="market-unknown" role="note">{t('unknown.marketTimes')}</p> : null}
      <div className="market-actions">
        <Link to={`/gamechart/${encodeURIComponent(chartId)}`} className="btn btn-outline market-btn">
          {t('markets.gameChart')}
        </Link>
        {playable ? (
          <Link to={`/play/${encodeURIComponent(market.game_id)}`} className="btn btn-ok market-btn">
            {t('markets.play')}
          </Link>
        ) : unknown ? null : (
          <span className="market-btn market-timeout" aria-disabled="true">
            {t('markets.timeOut')}
          </span>
        )}
      </div>
    </article>
  );
}
