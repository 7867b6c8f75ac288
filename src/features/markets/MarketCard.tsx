import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { MarketView } from '../../api/views';
import { formatTime12, padResult } from './format';
import { useT } from '../../i18n/useT';

/**
 * One market (spec §2): name upper-cased, latest result, Game Chart link, PLAY or TIME OUT, OPEN and CLOSE times.
 * Running markets chart by match_id and play only while active; upcoming markets chart by game_id and always play.
 */
export function MarketCard({ market, kind }: { market: MarketView; kind: 'running' | 'upcoming' }) {
  const titleId = useId();
  const t = useT();
  const chartId = kind === 'running' ? market.match_id : market.game_id;
  const playable = kind === 'upcoming' || market.active;
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
              <dd>{formatTime12(market.start_time)}</dd>
            </div>
            <div>
              <dt>{t('markets.close')}</dt>
              <dd>{formatTime12(market.end_time)}</dd>
            </div>
          </dl>
        </div>
        <div className="market-result" aria-label={t('markets.latestResult', { result })}>
          {result}
        </div>
      </div>
      <div className="market-actions">
        <Link to={`/gamechart/${encodeURIComponent(chartId)}`} className="btn btn-outline market-btn">
          {t('markets.gameChart')}
        </Link>
        {playable ? (
          <Link to={`/play/${encodeURIComponent(market.game_id)}`} className="btn btn-ok market-btn">
            {t('markets.play')}
          </Link>
        ) : (
          <span className="market-btn market-timeout" aria-disabled="true">
            {t('markets.timeOut')}
          </span>
        )}
      </div>
    </article>
  );
}
