/** Small building blocks of the panel's sections. */
import { useId, type ReactNode } from 'react';
import type { ActionStatus } from './hooks';

/** The outcome of the last action, read out by screen readers. */
export function StatusLine({ status }: { status: ActionStatus | null }) {
  return (
    <p className={`qa-status${status ? ` qa-status-${status.tone}` : ''}`} role="status" aria-live="polite">
      {status?.text ?? ''}
    </p>
  );
}

/** A load error (the control call failed), shown where the data would be. */
export function LoadError({ error }: { error: string | null }) {
  return error ? (
    <p className="qa-status qa-status-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** A labelled field: the label names the control for screen readers. */
export function Field({ label, children, hint }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="qa-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint && <small className="qa-hint">{hint}</small>}
    </div>
  );
}

/** A titled block of a section. */
export function Block({ title, children, open }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className="qa-block" open={open}>
      <summary>{title}</summary>
      <div className="qa-block-body">{children}</div>
    </details>
  );
}

const IST_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** IST date and time of an instant, e.g. 'Sat 10 Jan 2026, 12:00:05'. */
export function istText(ms: number): string {
  const p = Object.fromEntries(IST_PARTS.formatToParts(ms).map((x) => [x.type, x.value]));
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}:${p.second}`;
}

/** Whole rupees (a sign allowed when `signed`), digits only: decimals are refused, never rounded. */
export function readRupees(text: string, { signed = false } = {}): number | string {
  const t = text.trim();
  if (!t) return 'Enter an amount';
  if (/[.,]\d*$/.test(t) && /\./.test(t)) return 'Whole rupees only (no decimals)';
  if (!(signed ? /^[+-]?\d+$/ : /^\d+$/).test(t)) return signed ? 'Digits only, with an optional - sign' : 'Digits only';
  const n = Number(t);
  if (n === 0) return 'The amount cannot be 0';
  return n;
}
