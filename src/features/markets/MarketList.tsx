import { useDeferredValue } from 'react';
import type { MarketView } from '../../api/views';
import { MESSAGES } from '../../api/normalize';
import { MarketCard } from './MarketCard';
import type { MarketsQuery } from './hooks';
import { useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';
import { LoadFailure } from '../../ui/LoadFailure';

function Section({ title, markets, kind }: { title: string; markets: MarketView[]; kind: 'running' | 'upcoming' }) {
  if (markets.length === 0) return null;
  return (
    <section className="market-section" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      <div className="market-grid">
        {markets.map((m) => (
          <MarketCard key={`${kind}-${m.game_id}-${m.match_id}`} market={m} kind={kind} />
        ))}
      </div>
    </section>
  );
}

export function MarketSkeleton({ count = 3 }: { count?: number }) {
  const t = useT();
  return (
    <div className="market-grid" role="status" aria-label={t('markets.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="market-card skeleton-card" aria-hidden>
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line short" />
          <span className="skeleton skeleton-btns" />
        </div>
      ))}
    </div>
  );
}

/**
 * Running and upcoming markets with loading, error (server text + Retry) and empty states. The list follows its
 * query one render behind (`useDeferredValue`): when the markets arrive, the urgent render keeps what is shown and
 * the cards render at transition priority, which React splits into slices of a few milliseconds instead of one long
 * task while the dashboard starts (decision 070 addendum).
 */
export function MarketList({ query: current }: { query: MarketsQuery }) {
  const query = useDeferredValue(current);
  const t = useT();
  const { data, isLoading, isFetching, isError, refetch } = query;
  if (isLoading || (!data && !isError)) return <MarketSkeleton />;
  if (isError || !data || data.kind === 'failure') {
    const message = (data?.kind === 'failure' && data.message) || MESSAGES.generic;
    return <LoadFailure className="market-error card" reason={shownText(message, t)} onRetry={refetch} retrying={isFetching} />;
  }
  const { running, upcoming } = data.data;
  if (running.length === 0 && upcoming.length === 0) {
    return (
      <div className="market-empty card">
        <p>{t('markets.none')}</p>
        <p className="muted">{t('markets.later')}</p>
      </div>
    );
  }
  return (
    <>
      <Section title={t('markets.running')} markets={running} kind="running" />
      <Section title={t('markets.upcoming')} markets={upcoming} kind="upcoming" />
    </>
  );
}
