import { useProfileQuery } from '../api/profile';
import { formatAmount } from './amount';
import './WalletBadge.css';
import { useT } from '../i18n/useT';
import { useOnReturn } from './visibility';

/**
 * The player's wallet in rupees for screen headers, from the profile query (shared cache: one call per screen
 * visit, refreshed whenever a bet, cancel or money call invalidates Profile/Wallet, and when the player comes back
 * to the tab: a bet placed in another tab moves this one's wallet too).
 */
export function WalletBadge() {
  const { data, isLoading, refetch } = useProfileQuery();
  useOnReturn(refetch);
  const t = useT();
  const wallet = data?.kind !== 'failure' ? data?.data?.wallet : undefined;
  const text = wallet === undefined ? (isLoading ? '₹…' : '₹—') : formatAmount(wallet);
  return (
    <span className="wallet-badge" aria-label={t('ui.wallet', { amount: text })} data-testid="wallet" aria-busy={isLoading || undefined}>
      <svg className="wallet-badge-icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d="M4 7h14a2 2 0 012 2v9a2 2 0 01-2 2H5a2 2 0 01-2-2V6a2 2 0 012-2h11" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="16" cy="13.5" r="1.5" fill="currentColor" />
      </svg>
      <span className="wallet-badge-amount">{text}</span>
    </span>
  );
}
