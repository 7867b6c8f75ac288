/** Picking a market in the panel (clock jumps, declaring a result): the markets from the control API and a select. */
import { useState } from 'react';
import { useSimData } from './hooks';
import { Field, LoadError } from './parts';
import type { MarketView } from './types';

/** The markets (reloaded when `version` changes) and the one picked (default: the first). */
export function useMarketPick(version?: number) {
  const markets = useSimData<MarketView[]>('markets', { version });
  const [marketId, setMarketId] = useState('');
  const market = markets.data?.find((m) => m.id === marketId) ?? markets.data?.[0];
  return { markets, market, pick: setMarketId };
}

/** The markets' load error, if any, and the 'Market' select: name · phase · `detail(m)` for each. */
export function MarketSelect({ markets, market, pick, detail }: ReturnType<typeof useMarketPick> & { detail: (m: MarketView) => string }) {
  return (
    <>
      <LoadError error={markets.error} />
      <Field label="Market">
        {(id) => (
          <select id={id} className="qa-input" value={market?.id ?? ''} onChange={(e) => pick(e.target.value)}>
            {markets.data?.map((m) => (
              <option key={m.id} value={m.id}>
                {`${m.name} · ${m.phase} · ${detail(m)}`}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
