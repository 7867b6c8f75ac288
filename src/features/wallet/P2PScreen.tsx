/**
 * P2P transfer (/p2p, spec §2, §5, §8): balance, amount, the friend's mobile and the maximum note (the profile's
 * user_Data[5].maximum_p2p — shown, not checked here: the server decides; when it cannot be read the form is not
 * offered, decision 106). Empty mobile or amount:
 * 'Please fill all required fields.' and no call. A failure shows the server's message; a success
 * 'Amount transfer request successfully sent.' and the form empties for the next transfer.
 */
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { formatRupees, MSG, sentOrNot, validateP2P } from '../../../domain/rules';
import { PhoneField } from '../../ui/Field';
import { debitConfirm, p2pCall } from './actors';
import { AmountField, BalanceCard, HistoryLink, RefusedForm, SubmitButton, useProfileView, WalletLayout } from './parts';
import { useSubmitForm } from './useSubmitForm';
import { useT } from '../../i18n/useT';

export default function P2PScreen() {
  const t = useT();
  const dispatch = useDispatch();
  const { profile } = useProfileView();
  const [amount, setAmount] = useState('');
  const [mobile, setMobile] = useState('');
  const { submit, busy, locked } = useSubmitForm(p2pCall(dispatch), {
    repeatable: true,
    successText: MSG.p2pSent,
    confirm: { calls: debitConfirm(dispatch), texts: sentOrNot('transfer') },
    onSuccess: () => {
      setAmount('');
      setMobile('');
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit({ username: mobile, amount }, validateP2P(mobile, amount));
  };

  const maximum = profile?.maximumP2p;
  if (maximum === null) return <RefusedForm title={t('wallet.p2p')} text={t('unknown.maxTransfer')} />;
  return (
    <WalletLayout title={t('wallet.p2p')}>
      <BalanceCard />
      <form className="card wallet-form" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <h2 className="wallet-form-title">{t('wallet.sendFriend')}</h2>
        <AmountField id="p2p-amount" value={amount} onChange={setAmount} disabled={locked} note={maximum ? t('wallet.maxTransfer', { amount: formatRupees(maximum) }) : undefined} />
        <PhoneField id="p2p-mobile" label={t('wallet.friendMobile')} value={mobile} autoComplete="off" onChange={setMobile} disabled={locked} />
        <p className="wallet-pay-note">{t('wallet.p2pNote')}</p>
        <SubmitButton label={t('wallet.transfer')} busy={busy} locked={locked} />
      </form>
      <HistoryLink />
    </WalletLayout>
  );
}
