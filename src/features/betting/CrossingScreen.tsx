import { useCallback } from 'react';
import { crossingAddBet, crossingDigitsInput } from '../../../domain/rules';
import { BetEntryForm } from './BetEntryForm';
import { BetLayout, type GameRef } from './BetLayout';
import { PlayBar, StuckNotice } from './PlayBar';
import { LinesTotal, LineTable, useLineBets } from './useLineBets';

function CrossingBoard({ gameId, gameName }: GameRef) {
  const { store, form, add, submission, play, toast } = useLineBets({ tab: 'crossing', gameId, gameName });

  const digitsInput = useCallback(
    (raw: string) => {
      const r = crossingDigitsInput(raw);
      if (r.error) toast('error', r.error);
      return r.value;
    },
    [toast],
  );
  const onAdd = useCallback((digits: string, amount: string) => add(crossingAddBet(digits, amount)), [add]);

  return (
    <>
      <BetEntryForm ref={form} digitsInput={digitsInput} onAdd={onAdd} disabled={submission.busy} />
      <LineTable store={store} disabled={submission.busy} />
      <PlayBar total={<LinesTotal store={store} />} label={submission.label} busy={submission.busy} onPlay={play} notice={submission.stuck ? <StuckNotice /> : undefined} />
    </>
  );
}

/** /crossing/:id — up to 6 digits crossed into every ordered pair at one amount (spec §2, §5). */
export default function CrossingScreen() {
  return <BetLayout tab="crossing">{(game) => <CrossingBoard {...game} />}</BetLayout>;
}
