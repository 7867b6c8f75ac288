/**
 * Alternate recharge (/reset-password — in fact a second recharge page, spec §2): balance, amount, quick amounts
 * 500–50000, the gateway method, the minimum note. PAY NOW checks the minimum ('Please enter amount greater than
 * {min}') and opens the alternate gateway in a new tab: `{base}upi/pay.php?user={login mobile}&am={amount}`
 * (domain/altGateway.ts). The header's wallet badge refreshes the wallet when the player comes back to this tab.
 */
import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { SessionState } from '../../api/session';
import { formatRupees, parseAmount, validateRecharge } from '../../../domain/rules';
import { config } from '../../config';
import { toastShown } from '../../ui/toastSlice';
import { altGatewayUrl } from '../../../domain/altGateway';
import { openInNewTab } from './browser';
import { AmountField, BalanceCard, HistoryLink, QuickAmounts, RefusedForm, useMinimumRecharge, useProfileView, WalletLayout } from './parts';
import { useT } from '../../i18n/useT';

export const ALT_RECHARGE_AMOUNTS = [500, 1000, 2000, 5000, 10000, 50000] as const;

export default function AltRechargeScreen() {
  const t = useT();
  const dispatch = useDispatch();
  const sessionMobile = useSelector((s: { session: SessionState }) => s.session.mobile);
  const { profile } = useProfileView();
  const minimum = useMinimumRecharge();
  const mobile = sessionMobile || profile?.mobile || '';
  const [amount, setAmount] = useState('');
  const [opened, setOpened] = useState<number | null>(null);

  if (minimum === null) return <RefusedForm title={t('wallet.recharge')} text={t('unknown.minRecharge')} />;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateRecharge(amount, minimum);
    if (problem) {
      dispatch(toastShown('error', problem));
      return;
    }
    openInNewTab(altGatewayUrl(config.apiHost, mobile, parseAmount(amount) ?? amount));
    setOpened(Number(amount));
  };

  return (
    <WalletLayout title={t('wallet.recharge')}>
      <BalanceCard />
      <form className="card wallet-form" onSubmit={onSubmit} noValidate>
        <h2 className="wallet-form-title">{t('wallet.addMoneyAlt')}</h2>
        <AmountField id="alt-amount" value={amount} onChange={setAmount} note={t('wallet.minRecharge', { amount: formatRupees(minimum) })} />
        <QuickAmounts amounts={ALT_RECHARGE_AMOUNTS} value={amount} onPick={setAmount} />
        <fieldset className="wallet-methods">
          <legend>{t('wallet.method')}</legend>
          <label className="wallet-method">
            <input type="radio" name="alt-method" value="upi-gateway" checked readOnly />
            <span className="wallet-method-text">
              <strong>{t('wallet.gateway')}</strong>
              <span className="muted">{t('wallet.gatewayNote')}</span>
            </span>
          </label>
        </fieldset>
        <button type="submit" className="btn btn-block wallet-submit">
          {t('wallet.payNow')}
        </button>
        {opened !== null ? (
          <p className="wallet-opened" role="status">
            {t('wallet.opened', { amount: formatRupees(opened) })}
          </p>
        ) : null}
      </form>
      <HistoryLink />
    </WalletLayout>
  );
}
