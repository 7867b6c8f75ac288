import { useProfileQuery } from '../api/profile';
import './WalletBadge.css';
import { useT } from '../i18n/useT';
import { shownText } from '../i18n/shownText';

/**
 * Says that the player's profile (the wallet) could not be loaded, why, and offers a retry — instead of a silent
 * '₹—' in the header. Nothing while the profile is loading or loaded.
 */
export function WalletProblem() {
  const { data, isFetching, refetch } = useProfileQuery();
  const t = useT();
  if (data?.kind !== 'failure') return null;
  return (
    <div className="card wallet-problem" role="alert" aria-label={t('ui.wallet', { amount: '' }).trim()}>
      <p className="wallet-problem-text">
        {t('ui.walletProblem')} <span>{shownText(data.message, t)}</span>
      </p>
      <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
        {isFetching ? t('ui.retrying') : t('ui.retry')}
      </button>
    </div>
  );
}
