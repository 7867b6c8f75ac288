/**
 * Bank card (/bank-card, spec §2, §3, §8): the saved bank name, account number, IFSC, holder name and UPI id
 * (api/game.php?action=bankcard, first item), or '+ Add bank detail' when none is saved — the server's placeholder
 * (account '1111111111', IFSC 'Not Addeed', no UPI) counts as none. The info icon says
 * 'Any changes in detail, Please contact admin' (only the admin changes saved details).
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useBankCardQuery } from '../../api/wallet';
import { WalletLayout } from './parts';
import { useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';
import { LoadFailure } from '../../ui/LoadFailure';

export default function BankCardScreen() {
  const t = useT();
  const { data, isLoading, isFetching, refetch } = useBankCardQuery();
  const failed = data?.kind === 'failure';
  const bank = data && !failed ? data.data.bank : null;
  return (
    <WalletLayout title={t('wallet.bankCard')}>
      {isLoading ? (
        <div className="card wallet-skeleton" aria-hidden />
      ) : failed ? (
        <LoadFailure className="card wallet-problem-card" reason={shownText(data.message, t)} onRetry={refetch} retrying={isFetching} />
      ) : bank ? (
        <section className="card bank-card" aria-labelledby="bank-card-title">
          <div className="bank-card-head">
            <h2 id="bank-card-title">{bank.bankname}</h2>
            <InfoButton />
          </div>
          <dl className="bank-card-rows">
            <Row label={t('wallet.bankName')} value={bank.bankname} />
            <Row label={t('wallet.accountNumber')} value={bank.account} mono />
            <Row label={t('wallet.ifsc')} value={bank.ifsc} mono />
            <Row label={t('wallet.holder')} value={bank.name} />
            <Row label={t('wallet.upiId')} value={bank.upi} mono />
          </dl>
        </section>
      ) : (
        <section className="card bank-card-empty" aria-label={t('wallet.noBankCard')}>
          <p className="muted">{t('wallet.noBankText')}</p>
          <Link className="btn btn-block" to="/add-bank-card">
            {t('wallet.addBankDetail')}
          </Link>
        </section>
      )}
    </WalletLayout>
  );
}

function Row({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="bank-card-row">
      <dt>{label}</dt>
      <dd className={mono ? 'bank-card-mono' : undefined}>{value || '—'}</dd>
    </div>
  );
}

/** The info icon: a tap shows (and hides) 'Any changes in detail, Please contact admin'. */
function InfoButton() {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="bank-card-info" aria-label={t('wallet.info')} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden focusable="false">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      <p id={id} className="bank-card-note" role="note" hidden={!open}>
        {t('msg.contactAdmin')}
      </p>
    </>
  );
}
