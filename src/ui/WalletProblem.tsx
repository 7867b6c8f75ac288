import { useProfileQuery } from '../api/profile';
import './WalletBadge.css';
import { useT } from '../i18n/useT';
import { shownText } from '../i18n/shownText';
import { LoadFailure } from './LoadFailure';

/**
 * Says that the player's profile (the wallet) could not be loaded, why, and offers a retry — instead of a silent
 * '₹—' in the header. Nothing while the profile is loading or loaded.
 */
export function WalletProblem() {
  const { data, isFetching, refetch } = useProfileQuery();
  const t = useT();
  if (data?.kind !== 'failure') return null;
  return (
    <LoadFailure
      className="card wallet-problem"
      label={t('ui.wallet', { amount: '' }).trim()}
      reason={
        <>
          {t('ui.walletProblem')} <span>{shownText(data.message, t)}</span>
        </>
      }
      onRetry={refetch}
      retrying={isFetching}
    />
  );
}
