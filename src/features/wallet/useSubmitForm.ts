/**
 * Runs a wallet form's submit flow (machines/submitFormMachine.ts) for a screen: the machine gets the screen's call
 * as its `submit` actor and these actions — `notify` toasts every non-empty text (validation problems as errors,
 * replies in their own colour), `succeeded` hands the reply to the screen (while it is showing), `finished` goes to
 * `redirectTo`. A call in flight still finishes, and its text is still toasted, when the player leaves the screen
 * (decision 053).
 */
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { lookCheck, reconcileMachine } from '../../../machines/reconcileMachine';
import { SUBMIT_REDIRECT_MS, submitFormMachine, type ConfirmTexts, type FormFields, type FormLook, type SubmitReply } from '../../../machines/submitFormMachine';
import type { WalletMark } from '../../../domain/rules';
import { clockNow } from '../../ui/clock';
import { replyToast } from '../../ui/toastSlice';
import { useFlow } from '../../ui/useFlow';
import { useLatest } from '../../ui/useLatest';
import { useOnOnline } from '../../ui/useOnOnline';
import type { ConfirmCalls, SubmitCall } from './actors';

export interface SubmitFormOptions {
  /** shown on success instead of the reply's own text */
  successText?: string;
  /** after a success, go here 1 s later (the form stays locked meanwhile) */
  redirectTo?: string;
  /** after a success the form may be sent again */
  repeatable?: boolean;
  /** the call succeeded (only while the screen shows) */
  onSuccess?: (reply: SubmitReply) => void;
  /** the call moves money: the history is marked before sending, an unknown outcome looked up (`calls`) and reported with `texts` */
  confirm?: { calls: ConfirmCalls; texts: ConfirmTexts };
}

const SUBMIT_LEAVE = { pending: (s: { hasTag: (t: 'busy') => boolean }) => s.hasTag('busy') };

export function useSubmitForm(call: SubmitCall, { successText, redirectTo, repeatable, onSuccess, confirm }: SubmitFormOptions = {}) {
  const dispatch = useDispatch();
  const navigate = useLatest(useNavigate());
  const latest = useLatest({ call, onSuccess, redirectTo, confirm: confirm?.calls });
  const onScreen = useRef(true);
  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);
  const [snapshot, send] = useFlow(
    () =>
      submitFormMachine.provide({
        actors: {
          submit: fromPromise<SubmitReply, FormFields>(({ input }) => latest.current.call(input)),
          mark: fromPromise<WalletMark, FormFields>(({ input }) => latest.current.confirm?.mark(input) ?? Promise.reject(new Error('no mark'))),
          reconcile: reconcileMachine.provide({
            actors: { check: lookCheck<FormLook>((look) => latest.current.confirm?.check(look) ?? Promise.resolve('unknown')) },
          }),
        },
        actions: {
          notify: (_, n) => void (n.message && dispatch(replyToast(n))),
          succeeded: (_, { reply }) => {
            if (onScreen.current) latest.current.onSuccess?.(reply);
          },
          finished: () => {
            const to = latest.current.redirectTo;
            if (to && onScreen.current) navigate.current(to);
          },
        },
      }),
    { input: { successText, repeatable, redirectMs: redirectTo ? SUBMIT_REDIRECT_MS : undefined, confirm: confirm?.texts } },
    SUBMIT_LEAVE,
  );
  // a request that could not be confirmed is looked up again as soon as the device is back online
  useOnOnline(() => send({ type: 'RECHECK' }));
  return {
    /** the call is in flight */
    busy: snapshot.hasTag('busy'),
    /** in flight, or done (waiting for the redirect): the submit button stays disabled */
    locked: snapshot.hasTag('locked'),
    /** the form's fields and the client check's verdict (null: send) */
    submit: (fields: FormFields, problem: string | null) => send({ type: 'SUBMIT', fields, problem, at: clockNow() }),
  };
}
