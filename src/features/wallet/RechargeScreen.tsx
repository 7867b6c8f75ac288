/**
 * Recharge (/recharge, spec §2, §5, §9): balance, amount (whole rupees), quick amounts 100–2000, the minimum from the
 * profile's user_Data[5].minimum_recharge (default 100) and PAY BY UPI. Under the minimum:
 * 'Please enter amount greater than {min}' and no call. PAY BY UPI calls Webservices/add_money_gateway and the browser
 * goes to the reply's url — the payment gateway, which sends the player back to the app, where the wallet shows the
 * result. One call per tap (machines/submitFormMachine.ts).
 */
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { formatRupees, validateRecharge } from '../../../domain/rules';
import { rechargeCall } from './actors';
import { goToPage } from './browser';
import { AmountField, BalanceCard, HistoryLink, QuickAmounts, RefusedForm, SubmitButton, useMinimumRecharge, WalletLayout } from './parts';
import { useSubmitForm } from './useSubmitForm';
import { useT } from '../../i18n/useT';

export const RECHARGE_AMOUNTS = [100, 200, 300, 500, 1000, 2000] as const;

export default function RechargeScreen() {
  const t = useT();
  const dispatch = useDispatch();
  const minimum = useMinimumRecharge();
  const [amount, setAmount] = useState('');
  const { submit, busy, locked } = useSubmitForm(rechargeCall(dispatch), {
    onSuccess: (reply) => {
      if (reply.url) goToPage(reply.url);
    },
  });

  if (minimum === null) return <RefusedForm title={t('wallet.recharge')} text={t('unknown.minRecharge')} />;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit({ amount }, validateRecharge(amount, minimum));
  };

  return (
    <WalletLayout title={t('wallet.recharge')}>
      <BalanceCard />
      <form className="card wallet-form" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <h2 className="wallet-form-title">{t('wallet.addMoney')}</h2>
        <AmountField id="recharge-amount" value={amount} onChange={setAmount} disabled={locked} note={t('wallet.minRecharge', { amount: formatRupees(minimum) })} />
        <QuickAmounts amounts={RECHARGE_AMOUNTS} value={amount} onPick={setAmount} disabled={locked} />
        <p className="wallet-pay-note">
          <UpiMark /> {t('wallet.payNote')}
        </p>
        <SubmitButton label={t('wallet.payByUpi')} busy={busy} locked={locked} />
      </form>
      <HistoryLink />
    </WalletLayout>
  );
}

function UpiMark() {
  return (
    <svg className="wallet-upi-mark" width="20" height="20" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d="M12 2l3 10-3 10-3-10z" fill="currentColor" opacity=".35" />
      <path d="M15 2l3 10-3 10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
