import { useMemo, useRef, useState, type Ref } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatRupees } from '../../../domain/rules';
import { Header } from '../../ui/Header';
import { receiptFileName, saveReceiptImage } from './receiptImage';
import { readReceipt, type ReceiptView } from './receiptState';
import { BET_HOME, BID_HISTORY } from './tabs';
import './betting.css';
import { useT } from '../../i18n/useT';
import type { MessageId } from '../../i18n/runtime';

const KIND_TEXT = { Jodi: 'receipt.kind.jodi', 'Copy Paste': 'receipt.kind.copypaste', Crossing: 'receipt.kind.crossing' } as const satisfies Record<ReceiptView['kind'], MessageId>;

function ReceiptCard({ receipt, cardRef }: { receipt: ReceiptView; cardRef: Ref<HTMLDivElement> }) {
  const t = useT();
  return (
    <div className="card receipt" ref={cardRef} data-testid="receipt">
      <div className="receipt-head">
        <span className="receipt-check" aria-hidden>
          ✓
        </span>
        <div>
          <div className="receipt-placed">{t('receipt.placed')}</div>
          <h2 className="receipt-game">{receipt.gameName}</h2>
        </div>
      </div>
      <dl className="receipt-facts">
        <div>
          <dt>{t('receipt.gameType')}</dt>
          <dd>{t(KIND_TEXT[receipt.kind])}</dd>
        </div>
        <div>
          <dt>{t('receipt.amount')}</dt>
          <dd>{formatRupees(receipt.total)}</dd>
        </div>
        <div>
          <dt>{t('receipt.date')}</dt>
          <dd>{receipt.date}</dd>
        </div>
      </dl>
      <h3 className="receipt-sub">{t('receipt.numbers', { n: receipt.lines.length })}</h3>
      <ul className="receipt-lines" aria-label={t('receipt.numbersLabel')}>
        {receipt.lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** /receipt — the placed bet (spec §2): needs the receipt in the navigation state; Save as image; Home. */
export default function ReceiptScreen() {
  const location = useLocation();
  const receipt = useMemo(() => readReceipt(location.state), [location.state]);
  const cardRef = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);
  const t = useT();

  const save = async () => {
    if (!receipt) return;
    setSaving(true);
    await saveReceiptImage(cardRef.current, receiptFileName(receipt.date));
    setSaving(false);
  };

  return (
    <div className="screen">
      <Header title={t('receipt.title')} back={BET_HOME} />
      <main className="content">
        {receipt ? (
          <>
            <ReceiptCard receipt={receipt} cardRef={cardRef} />
            <div className="receipt-actions">
              <button type="button" className="btn btn-block" onClick={() => void save()} disabled={saving}>
                {saving ? t('receipt.saving') : t('receipt.save')}
              </button>
              <Link to={BET_HOME} className="btn btn-outline btn-block">
                {t('receipt.home')}
              </Link>
            </div>
          </>
        ) : (
          <div className="card receipt-missing">
            <h2>{t('receipt.none')}</h2>
            <p className="muted">
              {t('receipt.noneText')} <Link to={BID_HISTORY}>{t('receipt.bidHistory')}</Link>.
            </p>
            <Link to={BET_HOME} className="btn btn-block">
              {t('receipt.toGames')}
            </Link>
          </div>
        )}
      </main>
    </div>
  );
}
