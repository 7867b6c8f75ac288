import { useCallback, useState } from 'react';
import { crossingAddBet, crossingDigitsInput } from '../../../domain/rules';
import { BetEntryForm } from './BetEntryForm';
import { BetLayout, type GameRef } from './BetLayout';
import { BetTable } from './BetTable';
import { PlayBar, StuckNotice } from './PlayBar';
import { useLineBets } from './useLineBets';

function CrossingBoard({ gameId, gameName }: GameRef) {
  const [digits, setDigits] = useState('');
  const [amount, setAmount] = useState('');
  const clearDigits = useCallback(() => setDigits(''), []);
  const { rows, add, remove, total, submission, play, toast } = useLineBets({ tab: 'crossing', gameId, gameName, onCleared: clearDigits });

  const onDigits = (raw: string) => {
    const r = crossingDigitsInput(raw);
    setDigits(r.value);
    if (r.error) toast('error', r.error);
  };
  const onAdd = () => {
    const r = crossingAddBet(digits, amount);
    if (!r.ok) return toast('error', r.error);
    add(r.lines);
    setDigits('');
  };

  return (
    <>
      <BetEntryForm digits={digits} onDigits={onDigits} amount={amount} onAmount={setAmount} onAdd={onAdd} disabled={submission.busy} />
      <BetTable rows={rows} onDelete={remove} disabled={submission.busy} />
      <PlayBar total={total} label={submission.label} busy={submission.busy} onPlay={play} notice={submission.stuck ? <StuckNotice /> : undefined} />
    </>
  );
}

/** /crossing/:id — up to 6 digits crossed into every ordered pair at one amount (spec §2, §5). */
export default function CrossingScreen() {
  return <BetLayout tab="crossing">{(game) => <CrossingBoard {...game} />}</BetLayout>;
}
