/**
 * Add bank card (/add-bank-card, spec §2, §4, §5, §8): actual name, IFSC, bank name, bank number, UPI id, city, state,
 * the logged-in mobile (read-only), the OTP (sent to that mobile by the OTP button, then its 60 s wait) and Submit.
 * Bank number, IFSC, UPI id or bank name empty: 'Enter required fields.' and no call. Success:
 * 'Bank card add successfully!' and /mine after 1 s; a failure shows the server's message (a wrong OTP, a card already
 * saved: 'Any changes in detail, Please contact admin').
 */
import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { SessionState } from '../../api/session';
import { cleanDigits, MSG, validateAddBank } from '../../../domain/rules';
import { TextField } from '../../ui/Field';
import { OtpButton } from '../../ui/OtpButton';
import { addBankCall } from './actors';
import { SubmitButton, useProfileView, WalletLayout } from './parts';
import { useSubmitForm } from './useSubmitForm';
import { useT } from '../../i18n/useT';

const OTP_MAX_DIGITS = 8;

interface BankForm {
  name: string;
  ifsc: string;
  bankname: string;
  account: string;
  upi: string;
  city: string;
  state: string;
  otp: string;
}

const EMPTY: BankForm = { name: '', ifsc: '', bankname: '', account: '', upi: '', city: '', state: '', otp: '' };

export default function AddBankCardScreen() {
  const t = useT();
  const dispatch = useDispatch();
  const sessionMobile = useSelector((s: { session: SessionState }) => s.session.mobile);
  const { profile } = useProfileView();
  const mobile = sessionMobile || profile?.mobile || '';
  const [form, setForm] = useState<BankForm>(EMPTY);
  const set = (k: keyof BankForm) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const { submit, busy, locked } = useSubmitForm(addBankCall(dispatch), { successText: MSG.bankAdded, redirectTo: '/mine' });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit({ ...form, mobile }, validateAddBank(form));
  };

  return (
    <WalletLayout title={t('wallet.addBankCard')}>
      <form className="card wallet-form" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <h2 className="wallet-form-title">{t('wallet.bankDetails')}</h2>
        <p className="wallet-pay-note">{t('wallet.bankNote')}</p>
        <fieldset className="wallet-group" disabled={locked}>
          <TextField id="ab-name" label={t('wallet.actualName')} autoComplete="name" placeholder={t('wallet.asOnAccount')} value={form.name} onChange={set('name')} />
          <TextField id="ab-ifsc" label={t('wallet.ifscShort')} autoCapitalize="characters" autoComplete="off" placeholder={t('wallet.ifscExample')} maxLength={11} value={form.ifsc} onChange={(v) => set('ifsc')(v.toUpperCase())} />
          <TextField id="ab-bankname" label={t('wallet.bankName')} autoComplete="off" value={form.bankname} onChange={set('bankname')} />
          <TextField id="ab-account" label={t('wallet.bankNumber')} inputMode="numeric" autoComplete="off" placeholder={t('wallet.accountNumber')} maxLength={18} value={form.account} onChange={set('account')} />
          <TextField id="ab-upi" label={t('wallet.upiId')} autoComplete="off" placeholder={t('wallet.upiIdPlaceholder')} value={form.upi} onChange={set('upi')} />
          <TextField id="ab-city" label={t('wallet.city')} autoComplete="address-level2" value={form.city} onChange={set('city')} />
          <TextField id="ab-state" label={t('wallet.state')} autoComplete="address-level1" value={form.state} onChange={set('state')} />
          <TextField id="ab-mobile" label={t('wallet.mobile')} value={mobile} onChange={() => undefined} readOnly aria-readonly="true" />
          <TextField
            id="ab-otp"
            label={t('ui.otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('ui.otp')}
            maxLength={OTP_MAX_DIGITS}
            value={form.otp}
            onChange={(v) => set('otp')(cleanDigits(v))}
          >
            <OtpButton mobile={mobile} controls="ab-otp" />
          </TextField>
        </fieldset>
        <SubmitButton label={t('wallet.submit')} busy={busy} locked={locked} />
      </form>
    </WalletLayout>
  );
}
