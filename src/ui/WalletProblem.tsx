import { useProfileQuery } from '../api/profile';
import './WalletBadge.css';
import { useT } from '../i18n/useT';
import { shownText } from '../i18n/shownText';

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
    <div className="card wallet-problem" role="alert" aria-label={t('ui.wallet', { amount: '' }).trim()}>
      <p className="wallet-problem-text">
        {data?.kind === 'failure' ? (
          <>
            {t('ui.walletProblem')} <span>{shownText(data.message, t)}</span>
          </>
        ) : (
          t('ui.walletUnknown')
        )}
      </p>
      <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
        {isFetching ? t('ui.retrying') : t('ui.retry')}
      </button>
    </div>
  );
}
