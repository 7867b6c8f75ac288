/** Pieces the three auth screens share: the branded layout, the +91 phone field, the password field, submit flow. */
import { useEffect, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { Normalized } from '../../api/normalize';
import { cleanDigits, PHONE_PREFIX } from '../../bet-engine';
import { config } from '../../config';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { replyToast, toastShown } from '../../ui/toastSlice';
import './auth.css';

export const MOBILE_DIGITS = 10;

/** status 0 / 1 / 2 → error / success / warning toast (spec §8). */

/** Digits only (Indian-keyboard digits read as ASCII), cut to `max`. */
export function digitsOnly(value: string, max: number): string {
  return cleanDigits(value).slice(0, max);
}

export function AuthLayout({ title, subtitle, busy = false, children, footer }: { title: string; subtitle?: string; busy?: boolean; children: ReactNode; footer?: ReactNode }) {
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
      </main>
      <LoadingOverlay show={busy} />
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

/** Mobile field with the +91 prefix shown; keeps digits only, at most 10. */
export function PhoneField({ id, label = 'Mobile number', value, onChange, ...rest }: { id: string; label?: string; value: string; onChange: (digits: string) => void } & InputProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="phone-input">
        <span className="phone-prefix" aria-hidden>
          +{PHONE_PREFIX}
        </span>
        <input
          id={id}
          className="input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_DIGITS}
          placeholder="10 digit mobile number"
          value={value}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(digitsOnly(e.target.value, MOBILE_DIGITS))}
          {...rest}
        />
      </div>
    </div>
  );
}

/** A labelled text input (digits-only variant with `digits`). */
export function TextField({ id, label, value, onChange, digits, children, ...rest }: { id: string; label: string; value: string; onChange: (v: string) => void; digits?: number; children?: ReactNode } & InputProps) {
  const numeric = digits !== undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className={children ? 'field-row' : undefined}>
        <input
          id={id}
          className="input"
          type="text"
          inputMode={numeric ? 'numeric' : undefined}
          maxLength={digits}
          value={value}
          onChange={(e) => onChange(numeric ? digitsOnly(e.target.value, digits) : e.target.value)}
          {...rest}
        />
        {children}
      </div>
    </div>
  );
}

/** Password input with a show/hide toggle. */
export function PasswordField({ id, label, value, onChange, autoComplete = 'new-password' }: { id: string; label: string; value: string; onChange: (v: string) => void; autoComplete?: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        <input id={id} className="input" type={shown ? 'text' : 'password'} autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} />
        <button type="button" className="btn btn-outline pw-toggle" aria-pressed={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
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
