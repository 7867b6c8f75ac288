import type { BetHistoryView } from '../../api/views';
import { betHistoryTypeLabel, clockText, dateTimeText, formatRupees, isCreditLine, UNKNOWN_AMOUNT, type WalletLine } from '../../../domain/rules';
import { useClockLocale, useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';
import type { MessageId } from '../../i18n/runtime';

/** One bet: game name, type label (1 JODI, 2 ANDER H, other BAHAR H), number, time, amount, optional cancel icon. */
/** The spec's bet type labels (JODI, ANDER H, BAHAR H) in the player's language. */
export const TYPE_TEXT = { JODI: 'history.type.jodi', 'ANDER H': 'history.type.ander', 'BAHAR H': 'history.type.bahar' } as const satisfies Record<ReturnType<typeof betHistoryTypeLabel>, MessageId>;

export function HistoryBetRow({ bet, onCancel }: { bet: BetHistoryView; onCancel?: (bet: BetHistoryView) => void }) {
  const t = useT();
  const clock = useClockLocale();
  const label = t(TYPE_TEXT[betHistoryTypeLabel(bet.type)]);
  return (
    <li className="history-row">
      <div className="history-row-main">
        <div className="history-row-title">{bet.game_name || '—'}</div>
        <div className="history-row-detail">
          <span className="history-chip">{label}</span>
          <span className="history-number" aria-label={t('history.number', { number: bet.game_number })}>
            {bet.game_number}
          </span>
        </div>
        <div className="history-row-time muted">{dateTimeText(bet.created_at, clock)}</div>
      </div>
      <div className="history-row-side">
        <span className="history-amount">{formatRupees(bet.money)}</span>
        {onCancel && (
          <button
            type="button"
            className="history-cancel"
            aria-label={t('history.cancelBet', { type: label, number: bet.game_number, game: bet.game_name })}
            onClick={() => onCancel(bet)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden focusable="false">
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
    </li>
  );
}

/** One wallet line: description (in the player's language when it is one the backend writes), date and time, amount with a green '+' (credit) or a red '-' (debit). */
export function HistoryWalletRow({ line }: { line: WalletLine }) {
  const t = useT();
  const clock = useClockLocale();
  const credit = isCreditLine(line);
  const amount = line.add_amount.trim();
  // the view writes a readable amount as a plain decimal (src/api/views.ts); anything else is unknown, never rounded
  const shown = /^\d+(\.\d{1,2})?$/.test(amount) ? formatRupees(Number(amount)) : UNKNOWN_AMOUNT;
  return (
    <li className="history-row">
      <div className="history-row-main">
        <div className="history-row-desc">{line.description ? shownText(line.description, t) : '—'}</div>
        <div className="history-row-time muted">
          {line.date} {clockText(line.time, clock)}
        </div>
      </div>
      <div className="history-row-side">
        <span className={credit ? 'credit' : 'debit'} data-kind={credit ? 'credit' : 'debit'}>
          {credit ? '+' : '-'}
          {shown}
        </span>
      </div>
    </li>
  );
}

export function HistorySkeleton() {
  const t = useT();
  return (
    <ul className="history-list" role="status" aria-label={t('history.loading')}>
      {Array.from({ length: 5 }, (_, i) => (
        <li key={i} className="history-row" aria-hidden>
          <span className="history-skeleton" />
        </li>
      ))}
    </ul>
  );
}
