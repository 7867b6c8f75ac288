import { useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router-dom';
import { useCancelBetMutation, useMyBetsQuery, useMyCancelledBetsQuery } from '../../api/betting';
import type { BetHistoryView } from '../../api/views';
import { walletApi } from '../../api/wallet';
import { betHistoryTypeLabel, formatRupees, visibleWalletLines } from '../../../domain/rules';
import { canCancelBet } from '../../../domain/cancelCutoff';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Header } from '../../ui/Header';
import { replyToast } from '../../ui/toastSlice';
import { useClockNow } from '../../ui/useNow';
import { WalletBadge } from '../../ui/WalletBadge';
import { useVisibleFor } from '../../ui/useVisibleFor';
import { useAfterPaintValue } from '../../ui/useAfterPaint';
import { HistoryBanner } from './HistoryBanner';
import { HistoryPager } from './HistoryPager';
import { HistoryBetRow, HistorySkeleton, HistoryWalletRow } from './HistoryRows';
import './history.css';
import { useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';
import type { MessageId, T } from '../../i18n/runtime';
import { TYPE_TEXT } from './HistoryRows';

export const HISTORY_PAGE_SIZE = 10;
/** How often the bet list re-checks the cancel cut-off while it is open. */
export const CANCEL_CLOCK_MS = 15_000;
export const LAST_PAGE = 'Last page';

/** spec §2: title '{Id} history' — 'Win history', 'Market history', 'Marketcancel history', 'All history'. */
/** '{Id} history' (spec §2); in Hindi the known ids have names of their own. */
export function historyTitle(id: string, t: T): string {
  return t('history.title', { id, name: `${id.charAt(0).toUpperCase()}${id.slice(1)}` });
}

const EMPTY: Record<string, MessageId> = {
  market: 'history.noBets',
  marketcancel: 'history.noCancelled',
  win: 'history.noWinnings',
};

interface BodyProps {
  page: number;
  setPage: (p: number) => void;
  canNext: boolean;
  loading: boolean;
  count: number;
  emptyText: string;
  /** the page had lines, all filtered out (the win view filters each server page) */
  filteredOut?: boolean;
  /** the failed reply's message and time (shown for 2 s), if the last reply failed */
  error?: { message: string; at: number | undefined };
  onRetry: () => void;
  children: ReactNode;
}

/** Banners ('Last page', error), loading, empty state, the list and the pager. */
function HistoryBody({ page, setPage, canNext, loading, count, emptyText, filteredOut, error, onRetry, children }: BodyProps) {
  const t = useT();
  const [lastPageKey, setLastPageKey] = useState<number | undefined>(undefined);
  const lastPageOn = useVisibleFor(lastPageKey);
  const errorOn = useVisibleFor(error ? error.at : undefined);
  const prev = () => (page <= 1 ? setLastPageKey((k) => (k ?? 0) + 1) : setPage(page - 1));
  return (
    <>
      {lastPageOn && <HistoryBanner text={shownText(LAST_PAGE, t)} tone="info" />}
      {errorOn && error && <HistoryBanner text={shownText(error.message, t)} tone="error" />}
      <main className="content">
        {loading ? (
          <HistorySkeleton />
        ) : count === 0 ? (
          <div className="history-empty card">
            <p>
              {error
                ? t('history.couldNotLoad')
                : filteredOut
                  ? [t('history.nothingOnPage', { page }), canNext ? t('history.tryNext') : ''].join(' ').trim()
                  : page > 1
                    ? t('history.noMore')
                    : emptyText}
            </p>
            {error && (
              <button type="button" className="btn btn-outline" onClick={onRetry}>
                {t('ui.retry')}
              </button>
            )}
          </div>
        ) : (
          <ul className="history-list">{children}</ul>
        )}
        <HistoryPager page={page} canNext={canNext && !loading} onPrev={prev} onNext={() => setPage(page + 1)} />
      </main>
    </>
  );
}

/** /history/market and /history/marketcancel: bets from my_bets / my_bets_cancel, 10 per page (client side). */
function HistoryBets({ kind }: { kind: 'market' | 'marketcancel' }) {
  const t = useT();
  const dispatch = useDispatch();
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<BetHistoryView | null>(null);
  const mine = useMyBetsQuery(undefined, { skip: kind !== 'market' });
  const cancelled = useMyCancelledBetsQuery(undefined, { skip: kind !== 'marketcancel' });
  const q = kind === 'market' ? mine : cancelled;
  const [cancelBet, { isLoading: cancelling }] = useCancelBetMutation();
  const reply = q.currentData;
  const failed = reply?.kind === 'failure';
  const all = failed ? [] : (reply?.data ?? []);
  const rows = all.slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE);
  // only the market list offers the cancel icon, and only while a cancel can succeed: the result is not declared
  // (isResult '0') and it is not the 01:30–05:30 IST stock-take (the rule the simulator applies too), by the client
  // clock (the server's / simulator's time; a move of it shows at once)
  const now = useClockNow(CANCEL_CLOCK_MS);
  const cancellable = (b: BetHistoryView) => kind === 'market' && canCancelBet(b.isResult, now);

  const confirmCancel = async () => {
    if (!pending || cancelling) return;
    try {
      // success invalidates Bets, Wallet and Profile: the list, the history and the wallet reload
      const r = await cancelBet({ betId: pending.id }).unwrap();
      if (r.message) dispatch(replyToast(r));
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <HistoryBody
        page={page}
        setPage={setPage}
        canNext={page * HISTORY_PAGE_SIZE < all.length}
        loading={!reply}
        count={rows.length}
        emptyText={t(EMPTY[kind] ?? 'history.noBets')}
        error={failed ? { message: reply.message, at: q.fulfilledTimeStamp } : undefined}
        onRetry={() => void q.refetch()}
      >
        {rows.map((b) => (
          <HistoryBetRow key={b.id} bet={b} onCancel={cancellable(b) ? setPending : undefined} />
        ))}
      </HistoryBody>
      <ConfirmDialog
        open={pending !== null}
        title={t('history.cancelTitle')}
        text={
          pending
            ? t('history.cancelText', { type: t(TYPE_TEXT[betHistoryTypeLabel(pending.type)]), number: pending.game_number, game: pending.game_name, amount: formatRupees(pending.money) })
            : ''
        }
        cancelLabel={t('history.no')}
        confirmLabel={t('history.yesCancel')}
        tone="danger"
        busy={cancelling}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmCancel()}
      />
    </>
  );
}

const transactionHistory = walletApi.endpoints.transactionHistory;

/**
 * /history/all, /history/win, …: wallet lines from transaction_history. The server pages by 10 and sends no total, so
 * a full page may be the last one: the next page is fetched ahead (and kept, so Next shows it at once) and Next is
 * enabled only when it has rows.
 */
function HistoryWallet({ view }: { view: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  // the page is read from the cache at once; its subscriptions (and the fetch of the page ahead) follow a frame later
  const listening = useAfterPaintValue(page);
  const q = transactionHistory.useQueryState({ page });
  const reply = q.currentData;
  const failed = reply?.kind === 'failure';
  const raw = failed ? [] : (reply?.data ?? []);
  const lines = visibleWalletLines(raw, view);
  const full = raw.length >= HISTORY_PAGE_SIZE;
  const { refetch } = transactionHistory.useQuerySubscription({ page: listening });
  transactionHistory.useQuerySubscription({ page: listening + 1 }, { skip: !(full && listening === page) });
  const ahead = transactionHistory.useQueryState({ page: page + 1 });
  const nextHasRows = full && ahead.currentData?.kind !== 'failure' && (ahead.currentData?.data.length ?? 0) > 0;
  return (
    <HistoryBody
      page={page}
      setPage={setPage}
      canNext={nextHasRows}
      loading={!reply}
      count={lines.length}
      emptyText={t(EMPTY[view] ?? 'history.noTransactions')}
      filteredOut={raw.length > 0 && lines.length === 0}
      error={failed ? { message: reply.message, at: q.fulfilledTimeStamp } : undefined}
      onRetry={() => void refetch()}
    >
      {/* a line has no id, and a row holds no state: the next page writes its lines into the same rows */}
      {lines.map((l, i) => (
        <HistoryWalletRow key={i} line={l} />
      ))}
    </HistoryBody>
  );
}

/** /history/:id (spec §2 Other screens). */
export default function HistoryScreen() {
  const t = useT();
  const { id = 'all' } = useParams();
  const bets = id === 'market' || id === 'marketcancel';
  return (
    <div className="screen history">
      <Header title={historyTitle(id, t)} back="/mine" right={<WalletBadge />} />
      {bets ? <HistoryBets key={id} kind={id} /> : <HistoryWallet key={id} view={id} />}
    </div>
  );
}
