import { useProfileQuery } from '../api/profile';
import './WalletBadge.css';

/**
 * Says that the player's profile (the wallet) could not be loaded, why, and offers a retry — instead of a silent
 * '₹—' in the header. Nothing while the profile is loading or loaded.
 */
export function WalletProblem() {
  const { data, isFetching, refetch } = useProfileQuery();
  if (data?.kind !== 'failure') return null;
  return (
    <div className="card wallet-problem" role="alert" aria-label="Wallet">
      <p className="wallet-problem-text">
        Your wallet could not be loaded. <span>{data.message}</span>
      </p>
      <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
        {isFetching ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
