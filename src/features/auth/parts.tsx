/**
 * Pieces the three auth screens share: the branded layout (with the 18+ note and the risk disclosure a visitor reads
 * before having an account), the password field, the submit flow.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import type { Normalized } from '../../api/normalize';
import { config } from '../../config';
import { Field } from '../../ui/Field';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { replyToast, toastShown } from '../../ui/toastSlice';
import './auth.css';
import { useT } from '../../i18n/useT';

export function AuthLayout({ title, subtitle, busy = false, children, footer }: { title: string; subtitle?: string; busy?: boolean; children: ReactNode; footer?: ReactNode }) {
  const t = useT();
  return (
    <div className="screen auth-screen">
      <div className="auth-hero">
        <img className="auth-logo" src="/icon.svg" alt="" width={64} height={64} />
        <p className="auth-app">{config.appName}</p>
      </div>
      <main className="content auth-body">
        <section className="card auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-title">
            {title}
          </h1>
          {subtitle ? <p className="muted auth-subtitle">{subtitle}</p> : null}
          {children}
        </section>
        {footer}
        <p className="auth-adults" role="note" aria-label={t('auth.adults')}>
          <b className="age-badge">18+</b> {t('auth.adultsText')} <Link to="/risk-disclosure">{t('auth.riskLink')}</Link>
        </p>
      </main>
      <LoadingOverlay show={busy} />
    </div>
  );
}

/** Password input with a show/hide toggle. */
export function PasswordField({ id, label, value, onChange, autoComplete = 'new-password' }: { id: string; label: string; value: string; onChange: (v: string) => void; autoComplete?: string }) {
  const [shown, setShown] = useState(false);
  const t = useT();
  return (
    <Field id={id} label={label}>
      <div className="field-row">
        <input id={id} className="input" type={shown ? 'text' : 'password'} autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} />
        <button type="button" className="btn btn-outline pw-toggle" aria-pressed={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
          {shown ? t('auth.hide') : t('auth.show')}
        </button>
      </div>
    </Field>
  );
}

export const REDIRECT_DELAY_MS = 1000;

/**
 * Register / Forgot password submit: a client validation message, else the call; success shows `successText` and
 * goes to /login after 1 s (spec §4), a failure shows the server's message. `busy` covers the call and the wait,
 * so the form cannot be sent twice.
 */
export function useSubmitThenLogin<A>(call: (args: A) => Promise<Normalized<unknown>>, successText: string) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<'idle' | 'calling' | 'done'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (validationError: string | null, args: A) => {
    if (phase !== 'idle') return;
    if (validationError) {
      dispatch(toastShown('error', validationError));
      return;
    }
    setPhase('calling');
    const r = await call(args);
    if (r.kind === 'ok') {
      dispatch(toastShown('success', successText));
      setPhase('done');
      timer.current = setTimeout(() => navigate('/login'), REDIRECT_DELAY_MS);
      return;
    }
    dispatch(replyToast(r));
    setPhase('idle');
  };
  return { submit, calling: phase === 'calling', locked: phase !== 'idle' };
}
