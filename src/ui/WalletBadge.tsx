import { useProfileQuery } from '../api/profile';
import './WalletBadge.css';

const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** '₹5,000' (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return `₹${RUPEES.format(Number.isFinite(amount) ? amount : 0)}`;
}

/**
 * The player's wallet in rupees for screen headers, from the profile query (shared cache: one call per screen
 * visit, refreshed whenever a bet, cancel or money call invalidates Profile/Wallet).
 */
export function WalletBadge() {
  const { data, isLoading } = useProfileQuery();
  const wallet = data?.kind !== 'failure' ? data?.data?.wallet : undefined;
  const text = wallet === undefined ? (isLoading ? '₹…' : '₹—') : formatRupees(wallet);
  return (
    <span className="wallet-badge" aria-label={`Wallet ${text}`} data-testid="wallet" aria-busy={isLoading || undefined}>
      <span className="wallet-badge-icon" aria-hidden>
        👛
      </span>
      <span className="wallet-badge-amount">{text}</span>
    </span>
  );
}
