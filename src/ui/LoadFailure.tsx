import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import './LoadFailure.css';

interface Props {
  /** why the load failed, as the player reads it (the server's message through `shownText`, or a catalogue text) */
  reason: ReactNode;
  /** loads again (the query's refetch) */
  onRetry: () => unknown;
  /** a load is running: the button says so and takes no second tap */
  retrying: boolean;
  /** the place's own look (a card, a bar) */
  className: string;
  /** the alert's name, when the reason alone does not say what failed */
  label?: string;
  /** another way out beside Retry (a link) */
  children?: ReactNode;
}

/**
 * A load that failed, said in place: the reason and one Retry (`ui.retry`) that loads again. Every screen whose data
 * could not be loaded shows this one block.
 */
export function LoadFailure({ reason, onRetry, retrying, className, label, children }: Props) {
  const t = useT();
  return (
    <div className={`load-failure ${className}`} role="alert" aria-label={label}>
      <p className="load-failure-text">{reason}</p>
      <button type="button" className="btn btn-outline" onClick={() => void onRetry()} disabled={retrying}>
        {retrying ? t('ui.retrying') : t('ui.retry')}
      </button>
      {children}
    </div>
  );
}
