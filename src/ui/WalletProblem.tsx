import { useProfileQuery } from '../api/profile';
import './WalletBadge.css';
import { useT } from '../i18n/useT';
import { shownText } from '../i18n/shownText';
import { LoadFailure } from './LoadFailure';

/**
 * Says that the player's profile (the wallet) could not be loaded, or that it came with a balance that could not be
 * read, why, and offers a retry — instead of a silent '₹—' in the header. Nothing while the profile is loading or
 * loaded with a readable wallet.
 */
export function WalletProblem() {
  const { data, isFetching, refetch } = useProfileQuery();
  const t = useT();
  const unreadable = data?.kind !== 'failure' && data?.data?.wallet === null;
  if (data?.kind !== 'failure' && !unreadable) return null;
  return (
    <LoadFailure
      className="card wallet-problem"
      label={t('ui.wallet', { amount: '' }).trim()}
      reason={
        data?.kind === 'failure' ? (
          <>
            {t('ui.walletProblem')} <span>{shownText(data.message, t)}</span>
          </>
        ) : (
          t('ui.walletUnknown')
        )
      }
      onRetry={refetch}
      retrying={isFetching}
    />
  );
}
