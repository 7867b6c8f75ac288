/**
 * Login (spec §2, §4, §5): phone → Send OTP → OTP (+ Referral Code when the reply's purpose is 1) → Verify OTP & Login
 * → /dashboard. Driven by machines/loginMachine, handed its actors (the RTK Query login mutations; a successful verify
 * stores the session in the API layer) and its actions: `notify` toasts every non-empty reply and validation text,
 * `loggedIn` goes to /dashboard. The overlay covers each call.
 * `?agent=` from the login link is sent as agentId.
 */
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loginMachine } from '../../../machines/loginMachine';
import { displayPhone, MOBILE_DIGITS } from '../../../domain/rules';
import { PhoneField, TextField } from '../../ui/Field';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { replyToast } from '../../ui/toastSlice';
import { useFlow } from '../../ui/useFlow';
import { useLatest } from '../../ui/useLatest';
import { loginActors } from './actors';
import { InstallAppButton } from './InstallAppButton';
import { AuthLayout } from './parts';
import { useT } from '../../i18n/useT';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';

const OTP_MAX_DIGITS = 8;
/** A call in flight finishes after the form goes (a verify stores the session and the guard leaves /login first). */
const LOGIN_LEAVE = { pending: (s: { hasTag: (t: 'busy') => boolean }) => s.hasTag('busy') };

export default function LoginScreen() {
  const [params] = useSearchParams();
  const agentId = (params.get('agent') ?? '').trim();
  // "Change number" starts a fresh login flow (a new machine) with the number kept
  const [attempt, setAttempt] = useState({ n: 0, mobile: '' });
  const t = useT();
  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          <InstallAppButton />
          <nav className="auth-links" aria-label={t('auth.links')}>
            <Link to="/register">{t('auth.register')}</Link>
            <Link to="/forgot-password">{t('auth.forgot')}</Link>
          </nav>
          <LanguageSwitch className="auth-lang" />
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
  const t = useT();
  const navigate = useLatest(useNavigate());
  // each text is toasted as the machine reports it, so the success toast shows before the redirect
  const [snap, send] = useFlow(
    () =>
      loginMachine.provide({
        actors: loginActors(dispatch),
        actions: {
          notify: (_, n) => void (n.message && dispatch(replyToast(n))),
          loggedIn: () => navigate.current('/dashboard', { replace: true }),
        },
      }),
    { input: { agentId, mobile: initialMobile } },
    LOGIN_LEAVE,
  );
  const busy = snap.hasTag('busy');
  const otpStep = snap.hasTag('otpStep');
  const { mobile, otp, refferal, showReferral } = snap.context;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    send(otpStep ? { type: 'VERIFY' } : { type: 'SEND_OTP' });
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
            {t('auth.sendOtp')}
          </button>
        </>
      ) : (
        <>
          <p className="otp-sent">
            <span className="otp-sent-to">
              <span className="muted">{t('auth.otpSentTo')}</span>
              <strong>{displayPhone(mobile)}</strong>
            </span>
            <button type="button" className="link-btn" aria-label={t('auth.changeNumber')} disabled={busy} onClick={() => onChangeNumber(mobile)}>
              {t('auth.change')}
            </button>
          </p>
          <TextField
            id="login-otp"
            label={t('ui.otp')}
            digits={OTP_MAX_DIGITS}
            autoComplete="one-time-code"
            placeholder={t('auth.otpPlaceholder')}
            autoFocus
            value={otp}
            onChange={(v) => send({ type: 'CHANGE', field: 'otp', value: v })}
          />
          {showReferral ? (
            <TextField
              id="login-referral"
              label={t('auth.referralCode')}
              digits={MOBILE_DIGITS}
              placeholder={t('auth.referralPlaceholder')}
              value={refferal}
              onChange={(v) => send({ type: 'CHANGE', field: 'refferal', value: v })}
            />
          ) : null}
          <button type="submit" className="btn btn-block" disabled={busy}>
            {t('auth.verify')}
          </button>
        </>
      )}
    </form>
  );
}
