/**
 * The QA panel's entry, mounted by src/app/App.tsx in simulator mode only (a lazy chunk behind a build-time gate, so
 * the production build carries none of it). The simulator marker at the top of the screen opens the panel — on the
 * Faults section while a fault is active — as does the route `/ri{secret}`; the panel is a second lazy chunk loaded on
 * first open. The marker's button is a 44 px target over the header's title, which nothing taps: it covers no field
 * or control of any screen (decision 076). Open state and section survive a reload (sessionStorage).
 *
 * Against `npm run sim` (an http-mode dev build) it first checks that a simulator answers, then starts the client
 * clock's sync (main.tsx starts it only for the in-browser simulator) and puts the client back on the session this
 * browser joined.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { api, TAGS } from '../api/api';
import { simClockSyncRunning, startSimClockSync } from '../app/simClockSync';
import { config } from '../config';
import { setSimMarkerSimulator, SIM_MARKER_ID, useSimMarker } from '../ui/SimMarker';
import { followFaultMarker, startFaultMarker } from './faultMarker';
import { startBridgeMarker } from './bridgeMarker';
import { restoreJoinedSession, sim } from './simApi';
import { readQaUi, writeQaUi, type QaSectionId, type QaUiState } from './state';
import './qa.css';

const QaPanel = lazy(() => import('./QaPanel'));

export const SECRET_PATH = `/ri${config.secretRoute}`;

/** Whether a simulator answers the control API (always, for the in-browser one). */
function useSimulatorPresent(): boolean {
  const [present, setPresent] = useState(config.apiMode === 'sim');
  const dispatch = useDispatch();
  useEffect(() => {
    if (config.apiMode === 'sim') return;
    let live = true;
    // a session joined earlier: the client's calls go there again, and whatever loaded meanwhile loads again
    if (restoreJoinedSession()) dispatch(api.util.invalidateTags([...TAGS]));
    void sim('clock').then((r) => {
      if (!live || !r.ok) return;
      setPresent(true);
      setSimMarkerSimulator(true);
    });
    return () => {
      live = false;
    };
  }, [dispatch]);
  useEffect(() => {
    if (!present || config.apiMode === 'sim' || simClockSyncRunning()) return;
    return startSimClockSync();
  }, [present]);
  // the in-browser simulator announces its fault plan's changes; `npm run sim` is polled
  useEffect(() => (present ? (config.apiMode === 'sim' ? followFaultMarker() : startFaultMarker()) : undefined), [present]);
  // against an API host (not the in-browser simulator), the calls may go through the live-backend bridge
  useEffect(() => (config.apiMode === 'http' ? startBridgeMarker() : undefined), []);
  return present;
}

export default function QaLauncher() {
  const present = useSimulatorPresent();
  const [ui, setUi] = useState<QaUiState>(readQaUi);
  const update = useCallback((patch: Partial<QaUiState>) => setUi((s) => ({ ...s, ...patch })), []);
  useEffect(() => writeQaUi(ui), [ui]);

  // the secret route opens the panel on arrival
  const { pathname } = useLocation();
  const [arrivedAt, setArrivedAt] = useState<string | null>(null);
  if (pathname !== arrivedAt) {
    setArrivedAt(pathname);
    if (pathname === SECRET_PATH && !ui.open) setUi({ ...ui, open: true });
  }

  const { faults } = useSimMarker();

  if (!present) return null;
  return (
    <>
      <button
        type="button"
        className="qa-open"
        aria-label="Open QA panel"
        aria-describedby={SIM_MARKER_ID}
        aria-haspopup="dialog"
        aria-expanded={ui.open}
        onClick={() => update(faults.length ? { open: true, section: 'faults' } : { open: true })}
      />
      {ui.open && (
        <Suspense fallback={null}>
          <QaPanel section={ui.section} onSection={(section: QaSectionId) => update({ section })} onClose={() => update({ open: false })} />
        </Suspense>
      )}
    </>
  );
}
