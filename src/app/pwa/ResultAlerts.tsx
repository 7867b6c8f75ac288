/**
 * "Result alerts" on /mine (decision 060): the one place the app asks for notification permission, on the player's
 * tap. Shown to a logged-in player where the browser can show notifications and a push provider is configured.
 */
import { useState } from 'react';
import { ALERTS_TEXT, turnOnAlerts } from './push/alerts';
import { useAlertsEnv, useAlertsState } from './usePush';
import './pwa.css';
import type { MessageId, T } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

/** The card's texts (catalogue ids). */
export const RESULT_ALERTS_TEXT = {
  title: 'alerts.title',
  about: 'alerts.about',
  turnOn: 'alerts.turnOn',
  busy: 'alerts.busy',
  on: 'alerts.on',
  denied: 'alerts.denied',
} as const satisfies Record<string, MessageId>;

/** The problems turnOnAlerts reports (English, as push/alerts.ts words them) in the player's language. */
function problemText(message: string, t: T): string {
  if (message === ALERTS_TEXT.failed) return t('alerts.failed');
  if (message === ALERTS_TEXT.noWorker) return t('alerts.noWorker');
  return message;
}

export function ResultAlerts() {
  const state = useAlertsState();
  const env = useAlertsEnv();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const t = useT();
  if (state === 'unsupported') return null;

  const onTap = async () => {
    setBusy(true);
    setProblem('');
    const r = await turnOnAlerts(env);
    setBusy(false);
    if (r.message) setProblem(r.message);
  };

  return (
    <section className="card alerts" aria-labelledby="alerts-title" data-state={state}>
      <h2 id="alerts-title" className="alerts-title">
        <svg className="alerts-bell" aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {t(RESULT_ALERTS_TEXT.title)}
      </h2>
      {state === 'on' ? (
        <p className="alerts-on" role="status">
          {t(RESULT_ALERTS_TEXT.on)}
        </p>
      ) : state === 'denied' ? (
        <p className="muted alerts-note">{t(RESULT_ALERTS_TEXT.denied)}</p>
      ) : (
        <>
          <p className="muted alerts-note">{t(RESULT_ALERTS_TEXT.about)}</p>
          <button type="button" className="btn btn-block btn-accent" onClick={() => void onTap()} disabled={busy}>
            {busy ? t(RESULT_ALERTS_TEXT.busy) : t(RESULT_ALERTS_TEXT.turnOn)}
          </button>
        </>
      )}
      {problem ? (
        <p className="alerts-problem" role="alert">
          {problemText(problem, t)}
        </p>
      ) : null}
    </section>
  );
}
