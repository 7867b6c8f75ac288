import { useMemo, useRef, useState, type Ref } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Header } from '../../ui/Header';
import { receiptFileName, saveReceiptImage } from './receiptImage';
import { readReceipt, type ReceiptView } from './receiptState';
import { BET_HOME, BID_HISTORY } from './tabs';
import './betting.css';

function ReceiptCard({ receipt, cardRef }: { receipt: ReceiptView; cardRef: Ref<HTMLDivElement> }) {
  return (
    <div className="card receipt" ref={cardRef} data-testid="receipt">
      <div className="receipt-head">
        <span className="receipt-check" aria-hidden>
          ✓
        </span>
        <div>
          <div className="receipt-placed">Bet placed</div>
          <h2 className="receipt-game">{receipt.gameName}</h2>
        </div>
      </div>
      <dl className="receipt-facts">
        <div>
          <dt>Game Type</dt>
          <dd>{receipt.kind}</dd>
        </div>
        <div>
          <dt>Bet Amount</dt>
          <dd>₹{receipt.total}</dd>
        </div>
        <div>
          <dt>Play Date</dt>
          <dd>{receipt.date}</dd>
        </div>
      </dl>
      <h3 className="receipt-sub">Played numbers ({receipt.lines.length})</h3>
      <ul className="receipt-lines" aria-label="Played numbers">
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

  const save = async () => {
    if (!receipt) return;
    setSaving(true);
    await saveReceiptImage(cardRef.current, receiptFileName(receipt.date));
    setSaving(false);
  };

  return (
    <div className="screen">
      <Header title="Receipt" back={BET_HOME} />
      <main className="content">
        {receipt ? (
          <>
            <ReceiptCard receipt={receipt} cardRef={cardRef} />
            <div className="receipt-actions">
              <button type="button" className="btn btn-block" onClick={() => void save()} disabled={saving}>
                {saving ? 'Saving...' : 'Save as image'}
              </button>
              <Link to={BET_HOME} className="btn btn-outline btn-block">
                Home
              </Link>
            </div>
          </>
        ) : (
          <div className="card receipt-missing">
            <h2>No receipt to show.</h2>
            <p className="muted">
              A receipt appears right after a bet is placed. Your placed bets are in <Link to={BID_HISTORY}>Bid History</Link>.
            </p>
            <Link to={BET_HOME} className="btn btn-block">
              Go to games
            </Link>
          </div>
        )}
      </main>
    </div>
  );
}
