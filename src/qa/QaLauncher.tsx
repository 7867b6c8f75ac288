/**
 * The QA panel's entry, mounted by src/app/App.tsx in simulator mode only (a lazy chunk behind a build-time gate, so
 * the production build carries none of it). A small floating button on the left edge — draggable up and down,
 * kept clear of the toasts, the tab bar and the PLAY bar — and the route `/ri{secret}` open the panel, itself a
 * second lazy chunk loaded on first open. Open state, section and button place survive a reload (sessionStorage).
 *
 * Against `npm run sim` (an http-mode dev build) it first checks that a simulator answers, then starts the client
 * clock's sync (main.tsx starts it only for the in-browser simulator) and puts the client back on the session this
 * browser joined.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { api, TAGS } from '../api/api';
import { simClockSyncRunning, startSimClockSync } from '../app/simClockSync';
import { config } from '../config';
import { setSimMarkerSimulator } from '../ui/SimMarker';
import { startFaultMarker } from './faultMarker';
import { restoreJoinedSession, sim } from './simApi';
import { fabBounds, readQaUi, writeQaUi, type QaSectionId, type QaUiState } from './state';
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
  useEffect(() => (present ? startFaultMarker() : undefined), [present]);
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

  // the button: a tap opens the panel, a drag moves it along the left edge
  const [vh, setVh] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => setVh(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const bounds = fabBounds(vh);
  const top = Math.min(bounds.max, Math.max(bounds.min, ui.top ?? bounds.initial));
  const drag = useRef<{ y: number; top: number; moved: boolean } | null>(null);
  const dragged = useRef(false);
  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    drag.current = { y: e.clientY, top, moved: false };
    dragged.current = false;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.abs(dy) < 8) return;
    d.moved = true;
    dragged.current = true;
    update({ top: Math.min(bounds.max, Math.max(bounds.min, d.top + dy)) });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  if (!present) return null;
  return (
    <>
      <button
        type="button"
        className="qa-fab"
        style={{ top }}
        aria-label="Open QA panel"
        aria-haspopup="dialog"
        aria-expanded={ui.open}
        data-testid="qa-fab"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClick={() => {
          if (dragged.current) {
            dragged.current = false;
            return;
          }
          update({ open: true });
        }}
      >
        QA
      </button>
      {ui.open && (
        <Suspense fallback={null}>
          <QaPanel section={ui.section} onSection={(section: QaSectionId) => update({ section })} onClose={() => update({ open: false })} />
        </Suspense>
      )}
    </>
  );
}
