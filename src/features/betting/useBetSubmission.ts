import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  betSubmissionMachine,
  isProcessing,
  playButtonLabel,
} from '../../../machines/betSubmissionMachine';
import { betActors } from '../../api/actors';
import { buildReceipt, totalOf, type BetLine } from '../../bet-engine';
import { TOAST_FOR_REPLY } from '../../ui/toastSlice';
import { betTab, type TabKey } from './tabs';
import { useToast } from './useToast';
import { RECEIPT_PATH, type ReceiptLocationState } from './receiptState';

export interface BetSubmission {
  /** the processing flag: PLAY disabled */
  busy: boolean;
  /** 'PLAY' or 'Processing...' */
  label: string;
  /** CROSSING / COPY PASTE after a failure: the flag stays set (spec §4) */
  stuck: boolean;
  play: (lines: BetLine[]) => void;
}

/**
 * PLAY through the bet-submission machine (spec §4) with the real placeBet actor (RTK Query game_bet).
 * Server messages: a toast, except a JODI failure, which is a browser alert (spec §8). On success `onCleared`
 * (keep it stable) empties the entries and, 1 s later, /receipt opens with the receipt model in the navigation
 * state.
 */
export function useBetSubmission({ tab, gameId, gameName, onCleared }: { tab: TabKey; gameId: string; gameName: string; onCleared: () => void }): BetSubmission {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const { machineKind, receiptKind } = betTab(tab);
  const [machine] = useState(() => betSubmissionMachine.provide({ actors: betActors(dispatch) }));
  const [snapshot, send, actorRef] = useMachine(machine, { input: { kind: machineKind } });

  useEffect(() => {
    const sub = actorRef.on('notify', (e) => {
      if (e.kind === 'failure' && e.betKind === 'JODI') window.alert(e.message);
      else if (e.message) toast(TOAST_FOR_REPLY[e.kind], e.message);
    });
    return () => sub.unsubscribe();
  }, [actorRef, toast]);

  // the machine's success state: the entries are cleared (its clearBets moment, done here where the entries live)
  const succeeded = snapshot.matches('success');
  useEffect(() => {
    if (succeeded) onCleared();
  }, [succeeded, onCleared]);

  // 1 s later the machine is done: open the receipt
  const done = snapshot.status === 'done';
  const request = snapshot.output?.request ?? null;
  useEffect(() => {
    if (!done || !request) return;
    const receipt = buildReceipt({ gameName, kind: receiptKind, bets: request.lines, at: Date.now() });
    const state: ReceiptLocationState = { receipt };
    navigate(RECEIPT_PATH, { state });
  }, [done, request, gameName, receiptKind, navigate]);

  const play = useCallback(
    (lines: BetLine[]) => send({ type: 'PLAY', request: { gameId, lines, total: totalOf(lines) } }),
    [send, gameId],
  );

  return { busy: isProcessing(snapshot), label: playButtonLabel(snapshot), stuck: snapshot.matches('stuck'), play };
}
