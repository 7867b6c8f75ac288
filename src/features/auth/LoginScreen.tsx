/**
 * Login (spec §2, §4, §5): phone → Send OTP → OTP (+ Referral Code when the reply's purpose is 1) → Verify OTP & Login
 * → /dashboard. Driven by machines/loginMachine; its actors are the RTK Query login mutations (a successful verify
 * stores the session in the API layer). Every server reply shows as a toast; the overlay covers each call.
 * `?agent=` from the login link is sent as agentId.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loginMachine } from '../../../machines';
import { loginActors } from '../../api/actors';
import { displayPhone } from '../../bet-engine';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { replyToast, toastShown } from '../../ui/toastSlice';
import { InstallAppButton } from './InstallAppButton';
import { AuthLayout, MOBILE_DIGITS, PhoneField, TextField } from './parts';

const OTP_MAX_DIGITS = 8;

export default function LoginScreen() {
  const [params] = useSearchParams();
  const agentId = (params.get('agent') ?? '').trim();
  // "Change number" starts a fresh login flow (a new machine) with the number kept
  const [attempt, setAttempt] = useState({ n: 0, mobile: '' });
  return (
    <AuthLayout
      title="Login"
      subtitle="Log in with your mobile number and a one-time code."
      footer={
        <>
          <InstallAppButton />
          <nav className="auth-links" aria-label="Account links">
            <Link to="/register">Register</Link>
            <Link to="/forgot-password">Forgot password?</Link>
          </nav>
        </>
      }
    >
      <LoginForm
        key={attempt.n}
        agentId={agentId}
        initialMobile={attempt.mobile}
        onChangeNumber={(mobile) => setAttempt((a) => ({ n: a.n + 1, mobile }))}
      />
    </AuthLayout>
  );
}

function LoginForm({ agentId, initialMobile, onChangeNumber }: { agentId: string; initialMobile: string; onChangeNumber: (mobile: string) => void }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  // each server reply is toasted as it arrives, so the success toast shows before the redirect
  const machine = useMemo(
    () => loginMachine.provide({ actors: loginActors(dispatch, (r) => r.message && dispatch(replyToast(r))) }),
    [dispatch],
  );
  const [snap, send, actorRef] = useMachine(machine, { input: { agentId, mobile: initialMobile } });
  const busy = snap.hasTag('busy');
  const otpStep = snap.hasTag('otpStep');
  const { mobile, otp, refferal, showReferral } = snap.context;

  useEffect(() => {
    if (snap.status === 'done') navigate('/dashboard', { replace: true });
  }, [snap.status, navigate]);

  /** Sends a step event; a validation failure leaves the machine where it was, with the message in `error`. */
  const step = (event: Parameters<typeof send>[0], stayedIn: 'phone' | 'otp') => {
    send(event);
    const s = actorRef.getSnapshot();
    if (s.matches(stayedIn) && s.context.error) dispatch(toastShown('error', s.context.error));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (otpStep) step({ type: 'VERIFY' }, 'otp');
    else step({ type: 'SEND_OTP' }, 'phone');
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <LoadingOverlay show={busy} />
      {!otpStep ? (
        <>
          <PhoneField
            id="login-mobile"
            value={mobile}
            onChange={(v) => send({ type: 'CHANGE', field: 'mobile', value: v })}
            autoFocus={initialMobile !== ''}
          />
          <button type="submit" className="btn btn-block" disabled={busy}>
            Send OTP
          </button>
        </>
      ) : (
        <>
          <p className="otp-sent">
            <span className="otp-sent-to">
              <span className="muted">OTP sent to</span>
              <strong>{displayPhone(mobile)}</strong>
            </span>
            <button type="button" className="link-btn" aria-label="Change number" disabled={busy} onClick={() => onChangeNumber(mobile)}>
              Change
            </button>
          </p>
          <TextField
            id="login-otp"
            label="OTP"
            digits={OTP_MAX_DIGITS}
            autoComplete="one-time-code"
            placeholder="Enter the OTP"
            autoFocus
            value={otp}
            onChange={(v) => send({ type: 'CHANGE', field: 'otp', value: v })}
          />
          {showReferral ? (
            <TextField
              id="login-referral"
              label="Referral Code"
              digits={MOBILE_DIGITS}
              placeholder="Friend's mobile (optional)"
              value={refferal}
              onChange={(v) => send({ type: 'CHANGE', field: 'refferal', value: v })}
            />
          ) : null}
          <button type="submit" className="btn btn-block" disabled={busy}>
            Verify OTP &amp; Login
          </button>
        </>
      )}
    </form>
  );
}
