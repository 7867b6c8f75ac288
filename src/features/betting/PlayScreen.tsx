import { useCallback, useState, useSyncExternalStore } from 'react';
import { jodiPlay } from '../../../domain/rules';
import { BetLayout, type GameRef } from './BetLayout';
import { AMOUNT_HINT_ID, JodiGrid, JodiTotal } from './JodiGrid';
import { createJodiStore, type JodiStore } from './jodiStore';
import { PlayBar, StuckNotice } from './PlayBar';
import { useBetSubmission } from './useBetSubmission';
import { useAfterPaint } from '../../ui/useAfterPaint';
import { useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';
import { t as tNow } from '../../i18n/runtime';

/** The play bar: the total (JodiTotal) reads the store itself, so a keystroke re-renders neither the grid nor the bar. */
function JodiPlayBar({ store, label, busy, stuck, onPlay }: { store: JodiStore; label: string; busy: boolean; stuck: boolean; onPlay: () => void }) {
  const hint = useSyncExternalStore(store.subscribeHint, store.hint);
  const t = useT();
  return (
    <PlayBar
      total={<JodiTotal store={store} />}
      label={label}
      busy={busy}
      onPlay={onPlay}
      notice={
        stuck ? (
          <StuckNotice />
        ) : hint ? (
          <p id={AMOUNT_HINT_ID} className="amount-hint" role="status">
            {shownText(hint, t)}
          </p>
        ) : undefined
      }
    />
  );
}

function JodiBoard({ gameId, gameName }: GameRef) {
  const [store] = useState(createJodiStore);
  const { busy, label, stuck, play: send } = useBetSubmission({ tab: 'jodi', gameId, gameName, onCleared: store.clear });
  const play = useCallback(() => {
    const r = jodiPlay(store.input());
    // spec §8: on the JODI screen errors are browser alerts
    if (!r.ok) window.alert(shownText(r.error, tNow));
    else send(r.lines);
  }, [store, send]);
  const locked = useAfterPaint(busy);
  return (
    <>
      {/* locked a frame after the tap: the tap's own frame shows 'Processing...' without laying out 120 inputs again */}
      <fieldset className="bet-fieldset" disabled={locked}>
        <JodiGrid store={store} />
      </fieldset>
      {/* a bet that could not be confirmed locks PLAY here too */}
      <JodiPlayBar store={store} label={label} busy={busy} stuck={stuck} onPlay={play} />
    </>
  );
}

/** /play/:id — JODI: 10×10 grid 00–99, Ander and Bahar rows, running total, PLAY (spec §2). */
export default function PlayScreen() {
  return <BetLayout tab="jodi">{(game) => <JodiBoard {...game} />}</BetLayout>;
}
