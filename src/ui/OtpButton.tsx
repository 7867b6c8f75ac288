/**
 * The OTP button of Register, Forgot password and Add bank card (spec §4, §9): sends api/otp.php?num={mobile},
 * then stays disabled for 60 s showing 'WAIT {n}s', then 'OTP' again. Driven by machines/otpCooldownMachine with
 * the RTK Query sendOtp mutation as its actor.
 * Toasts: 'Please enter mobile number' for an empty mobile, 'OTP send successfully!' on success, the server's
 * message on a failure (or a warning).
 */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { otpButtonDisabled, otpButtonLabel, otpCooldownMachine } from '../../machines';
import { otpActors } from '../api/actors';
import { MSG } from '../bet-engine';
import { replyToast, toastShown } from './toastSlice';
import './OtpButton.css';

export interface OtpButtonProps {
  /** the mobile the OTP goes to (as typed; trimmed by the machine) */
  mobile: string;
  /** id of the OTP input it fills (aria-controls) */
  controls?: string;
  className?: string;
}

export function OtpButton({ mobile, controls, className = '' }: OtpButtonProps) {
  const dispatch = useDispatch();
  const machine = useMemo(
    () => otpCooldownMachine.provide({ actors: otpActors(dispatch, (r) => dispatch(replyToast(r, r.kind === 'ok' ? MSG.otpSent : r.message || MSG.otpSent))) }),
    [dispatch],
  );
  const [snapshot, send, actorRef] = useMachine(machine, { input: { emptyMobileMessage: MSG.otpMobile } });

  const onClick = () => {
    send({ type: 'SEND', mobile });
    // the machine validates synchronously: still idle with an error → the mobile was empty
    const s = actorRef.getSnapshot();
    if (s.matches('idle') && s.context.error) dispatch(toastShown('error', s.context.error));
  };

  const busy = snapshot.hasTag('busy');
  return (
    <button
      type="button"
      className={`btn otp-btn ${className}`.trim()}
      onClick={onClick}
      disabled={otpButtonDisabled(snapshot)}
      aria-controls={controls}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="otp-btn-spinner" aria-hidden /> : null}
      {otpButtonLabel(snapshot)}
    </button>
  );
}
