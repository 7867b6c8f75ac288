import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  betSubmissionMachine,
  isInFlight,
  isProcessing,
  isStuck,
  playButtonLabel,
  type BetRequest,
} from '../../../machines/betSubmissionMachine';
import { buildReceipt, MSG, totalOf, type BetLine } from '../../../domain/rules';
import { clockNow } from '../../ui/clock';
import { replyToast } from '../../ui/toastSlice';
import { useFlow } from '../../ui/useFlow';
import { useLatest } from '../../ui/useLatest';
import { useOnOnline } from '../../ui/useOnOnline';
import { betActors } from './actors';
import { RECEIPT_PATH, type ReceiptLocationState } from './receiptState';
import { betTab, type TabKey } from './tabs';
import { shownText } from '../../i18n/shownText';
import { t } from '../../i18n/runtime';

export interface BetSubmission {
  /** the processing flag: PLAY disabled */
  busy: boolean;
  /** 'PLAY' or 'Processing...' */
  label: string;
  /** CROSSING / COPY PASTE after a failure, any tab after an unconfirmed bet: the flag stays set */
  stuck: boolean;
  play: (lines: BetLine[]) => void;
}

export const VIEW_RECEIPT = 'View receipt';

/** A bet in flight outlives its screen (the store's flow desk finishes it); it is told when the screen has gone. */
const BET_LEAVE = { pending: isInFlight, leaveEvent: { type: 'LEAVE' } } as const;

/**
 * PLAY through the bet-submission machine (spec §4), handed its actors (RTK Query game_bet; my_bets + profile to
 * mark the history before sending and to reconcile a bet whose outcome is unknown — looked up again when the phone
 * comes back online) and its actions:
 * - notify: the server message as a toast, except a JODI failure on the JODI screen, which is a browser alert (spec §8);
 * - clearBets: `onCleared` empties the entries;
 * - showReceipt: /receipt with the receipt model in the navigation state (1 s after success);
 * - offerReceipt: the player left while the bet was in flight: the message as a toast with 'View receipt'.
 * Times (the PLAY tap the bid history is searched from, the receipt's play date) are the client clock's: the
 * server's time, which the bid history's created_at is written in.
 */
export function useBetSubmission({ tab, gameId, gameName, onCleared }: { tab: TabKey; gameId: string; gameName: string; onCleared: () => void }): BetSubmission {
  const dispatch = useDispatch();
  const navigate = useLatest(useNavigate());
  const cleared = useLatest(onCleared);
  const { machineKind, receiptKind } = betTab(tab);

  const [snapshot, send] = useFlow(
    () => {
      const receiptState = (request: BetRequest): ReceiptLocationState => ({
        receipt: buildReceipt({ gameName, kind: receiptKind, bets: request.lines, at: clockNow() }),
      });
      return betSubmissionMachine.provide({
        actors: betActors(dispatch, { gameName }),
        actions: {
          notify: (_, n) => {
            if (n.kind === 'failure' && n.betKind === 'JODI' && n.onScreen) window.alert(shownText(n.message, t));
            else if (n.message) dispatch(replyToast(n));
          },
          clearBets: () => cleared.current(),
          showReceipt: (_, { request }) => navigate.current(RECEIPT_PATH, { state: receiptState(request) }),
          offerReceipt: (_, o) =>
            void dispatch(replyToast(o, o.message || MSG.betPlaced, { label: VIEW_RECEIPT, to: RECEIPT_PATH, state: receiptState(o.request) })),
        },
      });
    },
    { input: { kind: machineKind } },
    BET_LEAVE,
  );

  // a bet that could not be confirmed is looked up again as soon as the phone is back online
  useOnOnline(() => send({ type: 'RECHECK' }));

  const play = useCallback(
    (lines: BetLine[]) => send({ type: 'PLAY', request: { gameId, lines, total: totalOf(lines) }, at: clockNow() }),
    [send, gameId],
  );

  return { busy: isProcessing(snapshot), label: playButtonLabel(snapshot), stuck: isStuck(snapshot), play };
}
