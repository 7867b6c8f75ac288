/**
 * The OTP button of Register, Forgot password and Add bank card (spec §4, §9): sends api/otp.php?num={mobile},
 * then stays disabled for 60 s showing 'WAIT {n}s', then 'OTP' again. Driven by machines/otpCooldownMachine, handed
 * the RTK Query sendOtp mutation as its actor and a `notify` action that toasts what the machine reports.
 * Toasts: 'Please enter mobile number' for an empty mobile, 'OTP send successfully!' on success, the server's
 * message on a failure (or a warning).
 */
import { useDispatch } from 'react-redux';
import { otpButtonDisabled, otpButtonLabel, otpCooldownMachine } from '../../machines/otpCooldownMachine';
import { MSG } from '../../domain/rules';
import { clockNow } from './clock';
import { otpActors } from './otpActors';
import { replyToast } from './toastSlice';
import { useFlow } from './useFlow';
import './OtpButton.css';
import { useT } from '../i18n/useT';
import { shownText } from '../i18n/shownText';

export interface OtpButtonProps {
  /** the mobile the OTP goes to (as typed; trimmed by the machine) */
  mobile: string;
  /** id of the OTP input it fills (aria-controls) */
  controls?: string;
  className?: string;
}

/** A send in flight is finished (and its reply toasted) after the button goes; the 60 s wait is not. */
const OTP_LEAVE = { pending: (s: { hasTag: (t: 'busy') => boolean }) => s.hasTag('busy') };

export function OtpButton({ mobile, controls, className = '' }: OtpButtonProps) {
  const dispatch = useDispatch();
  const [snapshot, send] = useFlow(
    () =>
      otpCooldownMachine.provide({
        actors: otpActors(dispatch),
        // an ok reply reads 'OTP send successfully!' whatever the server wrote
        actions: { notify: (_, n) => void dispatch(replyToast(n, n.kind === 'ok' ? MSG.otpSent : n.message || MSG.otpSent)) },
      }),
    // the 60 s wait is counted on the client clock (the server's / simulator's time)
    { input: { emptyMobileMessage: MSG.otpMobile, now: clockNow } },
    OTP_LEAVE,
  );

  const onClick = () => send({ type: 'SEND', mobile });

  const busy = snapshot.hasTag('busy');
  const t = useT();
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
      {shownText(otpButtonLabel(snapshot), t)}
    </button>
  );
}
