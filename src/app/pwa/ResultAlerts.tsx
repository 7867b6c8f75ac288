/**
 * "Result alerts" on /mine (decision 060): the one place the app asks for notification permission, on the player's
 * tap. Shown to a logged-in player where the browser can show notifications and a push provider is configured.
 */
import { useState } from 'react';
import { turnOnAlerts } from './push/alerts';
import { useAlertsEnv, useAlertsState } from './usePush';
import './pwa.css';

export const RESULT_ALERTS_TEXT = {
  title: 'Result alerts',
  about: 'Get a notification when a market you played declares its result.',
  turnOn: 'Turn on result alerts',
  busy: 'Turning on…',
  on: 'Result alerts are on for this phone.',
  denied: 'Notifications are blocked for this app. To get result alerts, allow notifications in your browser’s site settings.',
} as const;

export function ResultAlerts() {
  const state = useAlertsState();
  const env = useAlertsEnv();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
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
        {RESULT_ALERTS_TEXT.title}
      </h2>
      {state === 'on' ? (
        <p className="alerts-on" role="status">
          {RESULT_ALERTS_TEXT.on}
        </p>
      ) : state === 'denied' ? (
        <p className="muted alerts-note">{RESULT_ALERTS_TEXT.denied}</p>
      ) : (
        <>
          <p className="muted alerts-note">{RESULT_ALERTS_TEXT.about}</p>
          <button type="button" className="btn btn-block btn-accent" onClick={() => void onTap()} disabled={busy}>
            {busy ? RESULT_ALERTS_TEXT.busy : RESULT_ALERTS_TEXT.turnOn}
          </button>
        </>
      )}
      {problem ? (
        <p className="alerts-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
