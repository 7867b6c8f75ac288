import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { shownText } from '../i18n/shownText';
import './LoadFailure.css';

interface Props {
  /** why the load failed: the server's message or a client one, shown in the player's language */
  message: string;
  /** loads again (the query's refetch) */
  onRetry: () => unknown;
  /** a load is running: the button says so and takes no second tap */
  retrying: boolean;
  /** the place's own look (a card, a bar) */
  className: string;
  /** words before the reason ("Your wallet could not be loaded.") */
  lead?: ReactNode;
  /** the alert's name, when the reason alone does not say what failed */
  label?: string;
  /** another way out beside Retry (a link) */
  children?: ReactNode;
}

/**
 * A load that failed, said in place: the reason and one Retry (`ui.retry`) that loads again. Every screen whose data
 * could not be loaded shows this one block.
 */
export function LoadFailure({ message, onRetry, retrying, className, lead, label, children }: Props) {
  const t = useT();
  return (
    <div className={`load-failure ${className}`} role="alert" aria-label={label}>
      <p className="load-failure-text">
        {lead}
        {lead ? ' ' : null}
        <span>{shownText(message, t)}</span>
      </p>
      <button type="button" className="btn btn-outline" onClick={() => void onRetry()} disabled={retrying}>
        {retrying ? t('ui.retrying') : t('ui.retry')}
      </button>
      {children}
    </div>
  );
}
