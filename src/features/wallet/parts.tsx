/** Pieces the wallet screens share: layout, balance card, amount field, quick amounts, submit button, history link. */
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useProfileQuery } from '../../api/profile';
import type { ProfileView } from '../../api/views';
import { DEFAULT_MIN_RECHARGE, editAmount, formatRupees, UNKNOWN_AMOUNT } from '../../../domain/rules';
import { Field, type InputProps } from '../../ui/Field';
import { Header } from '../../ui/Header';
import { WalletBadge } from '../../ui/WalletBadge';
import { WalletProblem } from '../../ui/WalletProblem';
import { UnknownNotice } from '../../ui/UnknownNotice';
import './wallet.css';
import { useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';

/** The profile (wallet, settings, minimums) from the shared profile query; null while loading or after a failure. */
export function useProfileView(): { profile: ProfileView | null; loading: boolean } {
  const { data, isLoading } = useProfileQuery();
  const profile = data && data.kind !== 'failure' ? data.data : null;
  return { profile, loading: isLoading };
}

/** A wallet screen: header (back to /mine, the wallet badge) and the body. */
export function WalletLayout({ title, className = '', children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <div className={`screen wallet ${className}`.trim()}>
      <Header title={title} back="/mine" right={<WalletBadge />} />
      <main className="content wallet-body">{children}</main>
    </div>
  );
}

/** The balance at the top of recharge, withdrawal and P2P (with the profile's failure and a retry). */
export function BalanceCard({ label: given }: { label?: string }) {
  const t = useT();
  const label = given ?? t('wallet.available');
  const { profile, loading } = useProfileView();
  const text = profile ? formatRupees(profile.wallet) : loading ? '₹…' : UNKNOWN_AMOUNT;
  return (
    <>
      <section className="wallet-balance" aria-label={label} aria-busy={loading || undefined}>
        <span className="wallet-balance-label">{label}</span>
        <span className="wallet-balance-amount" data-testid="wallet-balance">
          {text}
        </span>
      </section>
      <WalletProblem />
    </>
  );
}

/**
 * An amount in whole rupees (bet-engine editAmount): digits only; a typed '.' or ',' (and the digits straight after
 * it) or an unreadable paste is refused with a hint under the field, never turned into other rupees.
 */
export function AmountField({ id, label, value, onChange, note, ...rest }: { id: string; label?: string; value: string; onChange: (clean: string) => void; note?: ReactNode } & InputProps) {
  const holding = useRef(false);
  const [hint, setHint] = useState<string | null>(null);
  const t = useT();
  const described = [hint ? `${id}-hint` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Field id={id} label={label ?? t('wallet.amount')}>
      <div className="wallet-amount">
        <span className="wallet-amount-sign" aria-hidden>
          ₹
        </span>
        <input
          id={id}
          className="input"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('wallet.enterAmount')}
          aria-describedby={described}
          value={value}
          onChange={(e) => {
            const edit = editAmount(value, e.target.value, holding.current);
            holding.current = edit.holding;
            setHint(edit.hint);
            if (edit.value !== value) onChange(edit.value);
          }}
          onBlur={() => {
            holding.current = false;
          }}
          {...rest}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="wallet-hint" role="status">
          {shownText(hint, t)}
        </p>
      ) : null}
      {note ? (
        <p id={`${id}-note`} className="wallet-note">
          {note}
        </p>
      ) : null}
    </Field>
  );
}

/** Quick amount buttons: a tap puts the amount in the field. */
export function QuickAmounts({ amounts, value, onPick, disabled }: { amounts: readonly number[]; value: string; onPick: (amount: string) => void; disabled?: boolean }) {
  const t = useT();
  return (
    <div className="wallet-quick" role="group" aria-label={t('wallet.quick')}>
      {amounts.map((a) => (
        <button key={a} type="button" className="wallet-quick-btn" aria-pressed={value === String(a)} disabled={disabled} onClick={() => onPick(String(a))}>
          {formatRupees(a)}
        </button>
      ))}
    </div>
  );
}

/** The form's submit button: disabled (and saying so) while the call is in flight or the redirect is pending. */
export function SubmitButton({ label, busy, locked }: { label: string; busy: boolean; locked: boolean }) {
  const t = useT();
  return (
    <button type="submit" className="btn btn-block wallet-submit" disabled={locked} aria-busy={busy || undefined}>
      {busy ? <span className="wallet-spinner" aria-hidden /> : null}
      {busy ? t('wallet.processing') : label}
    </button>
  );
}

/** A link to the wallet history (every recharge, withdrawal and transfer is a line there). */
export function HistoryLink({ label }: { label?: string }) {
  const t = useT();
  return (
    <Link className="wallet-history-link" to="/history/all">
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d="M12 8v4l3 2M3 12a9 9 0 1 0 3-6.7M3 4v4h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {label ?? t('wallet.history')}
    </Link>
  );
}


/**
 * A wallet screen whose form is not offered because a value it needs (a minimum, the maximum transfer) could not be
 * read: the balance, why, and the history link — never a form checked against a made-up limit.
 */
export function RefusedForm({ title, text }: { title: string; text: string }) {
  return (
    <WalletLayout title={title}>
      <BalanceCard />
      <UnknownNotice text={text} />
      <HistoryLink />
    </WalletLayout>
  );
}

/** The minimum recharge: the profile's, the spec's default while the profile loads (or failed), null when unreadable. */
export function useMinimumRecharge(): number | null {
  const { profile } = useProfileView();
  return profile ? profile.minimumRecharge : DEFAULT_MIN_RECHARGE;
}
