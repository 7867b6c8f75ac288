/**
 * Withdrawal (/withdrawal, spec §2, §4, §5, §8): balance; the form only inside the withdrawal hours (profile
 * setting startwith–endwith, IST, the one rule of domain/withdrawalWindow.ts, rechecked every second on the app's
 * clock by machines/withdrawalHoursMachine), otherwise 'Withdrawal time closed. Please try again between {start} and
 * {end}.'. The form: the payment mode picker (Bank, Paytm, Phonepe, GPay) when UPI is allowed, the bank fields
 * prefilled from the last withdrawal, the UPI mobile, the amount and the minimum note. The checks of spec §5 in their
 * order (bet-engine validateWithdrawal); then Webservices/withdraw_money (decision 051): the server's message, and
 * /mine after 1 s on success (decision 052 for the modes). A window, minimum, payment-mode flag or wallet that could
 * not be read is said so, and the form is not offered (decision 106): never an open window or a skipped check.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { withdrawalHoursMachine } from '../../../machines/withdrawalHoursMachine';
import type { ProfileView } from '../../api/views';
import { formatRupees, sentOrNot, UPI_APPS, validateWithdrawal, withdrawalMode, type LastWithdrawal, type WithdrawalMode } from '../../../domain/rules';
import { clockNow } from '../../ui/clock';
import { PhoneField, TextField } from '../../ui/Field';
import { useFlow } from '../../ui/useFlow';
import { debitConfirm, withdrawCall } from './actors';
import { AmountField, BalanceCard, HistoryLink, SubmitButton, useProfileView, WalletLayout } from './parts';
import { UnknownNotice } from '../../ui/UnknownNotice';
import type { MessageId } from '../../i18n/runtime';
import { useSubmitForm } from './useSubmitForm';
import { useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';

const NO_BANK: LastWithdrawal = { bank_ac_no: '', ifsc_code: '', ac_holder_name: '', bank_name: '' };
/** The hours machine only re-reads the clock: nothing to finish when the screen goes. */
const HOURS_LEAVE = { pending: () => false };

export default function WithdrawalScreen() {
  const t = useT();
  const { profile, loading } = useProfileView();
  return (
    <WalletLayout title={t('wallet.withdrawal')}>
      <BalanceCard />
      {profile ? <WithdrawalGate profile={profile} /> : loading ? <div className="card wallet-skeleton" aria-hidden /> : null}
      <HistoryLink label={t('wallet.withdrawalHistory')} />
    </WalletLayout>
  );
}

/** What a withdrawal needs from the profile, every value read. */
interface KnownSettings {
  wallet: number;
  minimum: number;
  isUpi: boolean;
  isbank: boolean;
  startwith: string;
  endwith: string;
}

/** The settings when every one could be read, else what could not be (the first, in the order a player meets them). */
function knownSettings(profile: ProfileView): KnownSettings | MessageId {
  const { withdrawal_amount: minimum, isUpi, isbank, startwith, endwith } = profile.setting;
  if (startwith === null || endwith === null) return 'unknown.withdrawalHours';
  if (profile.wallet === null) return 'unknown.withdrawWallet';
  if (minimum === null || isUpi === null || isbank === null) return 'unknown.withdrawalSettings';
  return { wallet: profile.wallet, minimum, isUpi, isbank, startwith, endwith };
}

/** The hours and the form, or why they cannot be offered. */
function WithdrawalGate({ profile }: { profile: ProfileView }) {
  const t = useT();
  const known = knownSettings(profile);
  if (typeof known === 'string') return <UnknownNotice text={t(known)} />;
  return <WithdrawalHours profile={profile} known={known} />;
}

/** The form inside the withdrawal hours, the closed message outside them; rechecked every second. */
function WithdrawalHours({ profile, known }: { profile: ProfileView; known: KnownSettings }) {
  const t = useT();
  const { startwith, endwith } = known;
  const [hours, send] = useFlow(() => withdrawalHoursMachine, { input: { startwith, endwith, now: clockNow } }, HOURS_LEAVE);
  useEffect(() => send({ type: 'SETTINGS', startwith, endwith }), [send, startwith, endwith]);
  if (hours.matches('closed')) {
    return (
      <section className="card wallet-closed" aria-label={t('wallet.hours')}>
        <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <p role="status">{shownText(hours.context.message, t)}</p>
      </section>
    );
  }
  return <WithdrawalForm profile={profile} known={known} />;
}

function WithdrawalForm({ profile, known }: { profile: ProfileView; known: KnownSettings }) {
  const t = useT();
  const dispatch = useDispatch();
  const { isUpi, isbank, minimum, startwith, endwith, wallet } = known;
  const modes: WithdrawalMode[] = isUpi ? [...(isbank ? (['Bank'] as const) : []), ...UPI_APPS] : [];
  const [mode, setMode] = useState<WithdrawalMode>('');
  const [bank, setBank] = useState<LastWithdrawal>(() => ({ ...NO_BANK, ...profile.lastWithdrawal }));
  const [upiMobile, setUpiMobile] = useState('');
  const [amount, setAmount] = useState('');
  const { submit, busy, locked } = useSubmitForm(withdrawCall(dispatch), {
    redirectTo: '/mine',
    confirm: { calls: debitConfirm(dispatch), texts: sentOrNot('withdrawal request') },
  });

  const sentAs = withdrawalMode(mode, isUpi);
  const bankMode = sentAs === 'Bank';
  const upiMode = sentAs !== 'Bank' && sentAs !== '';
  const setBankField = (k: keyof LastWithdrawal) => (v: string) => setBank((b) => ({ ...b, [k]: v }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateWithdrawal({ amount, mode, bank, upiMobile, wallet, minimum, isUpi, isBank: isbank });
    const used = bankMode ? bank : NO_BANK;
    submit({ amount, type: sentAs || 'Bank', number: upiMode ? upiMobile : '', ...used }, problem);
  };

  return (
    <form className="card wallet-form" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <h2 className="wallet-form-title">{t('wallet.withdrawMoney')}</h2>
      {modes.length > 0 ? (
        <fieldset className="wallet-modes" disabled={locked}>
          <legend>{t('wallet.mode')}</legend>
          <div className="wallet-modes-grid">
            {modes.map((m) => (
              <label key={m} className={`wallet-mode ${mode === m ? 'wallet-mode-on' : ''}`.trim()}>
                <input type="radio" name="withdraw-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
                <span>{m === 'Bank' ? t('wallet.mode.bank') : m}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {bankMode ? (
        <fieldset className="wallet-group" disabled={locked}>
          <legend>{t('wallet.bankDetails')}</legend>
          <TextField id="wd-account" label={t('wallet.accountNumber')} inputMode="numeric" autoComplete="off" value={bank.bank_ac_no} onChange={setBankField('bank_ac_no')} />
          <TextField id="wd-ifsc" label={t('wallet.ifsc')} autoCapitalize="characters" autoComplete="off" value={bank.ifsc_code} onChange={setBankField('ifsc_code')} />
          <TextField id="wd-holder" label={t('wallet.holder')} autoComplete="name" value={bank.ac_holder_name} onChange={setBankField('ac_holder_name')} />
          <TextField id="wd-bank" label={t('wallet.bankName')} autoComplete="off" value={bank.bank_name} onChange={setBankField('bank_name')} />
        </fieldset>
      ) : null}
      {upiMode ? <PhoneField id="wd-upi" label={t('wallet.upiMobile', { app: mode })} value={upiMobile} autoComplete="off" onChange={setUpiMobile} disabled={locked} /> : null}
      <AmountField id="wd-amount" value={amount} onChange={setAmount} disabled={locked} note={t('wallet.minWithdrawal', { amount: formatRupees(minimum) })} />
      <p className="wallet-pay-note">{t('wallet.hoursNote', { start: startwith, end: endwith })}</p>
      <SubmitButton label={t('wallet.withdraw')} busy={busy} locked={locked} />
    </form>
  );
}
