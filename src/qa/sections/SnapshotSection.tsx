/** Snapshot and replay: download or upload the whole world; export the session for `npm run sim:replay -- FILE`. */
import { useRef, useState } from 'react';
import { resyncSimClock } from '../../app/simClockSync';
import { useSimAction } from '../hooks';
import { StatusLine } from '../parts';
import { downloadJson, sim, type SimReply } from '../simApi';

/** '2026-01-10-1230' from the clock, for file names. */
const stamp = () => new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-');

export function SnapshotSection() {
  const { busy, status, run, refuse } = useSimAction();
  const file = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');

  const download = (path: string, prefix: string, what: string) =>
    void run(
      () => sim<unknown>(path),
      (d) => `${what} saved as ${prefix}-${stamp()}.json${path === 'session' ? ` (${(d as { calls?: unknown[] }).calls?.length ?? 0} calls)` : ''}`,
      (d) => downloadJson(`${prefix}-${stamp()}.json`, d),
    );

  const upload = async (f: File | undefined) => {
    if (!f) return;
    setName(f.name);
    let world: unknown;
    try {
      world = JSON.parse(await f.text());
    } catch {
      return refuse(`${f.name} is not a JSON file`);
    }
    await run((): Promise<SimReply<unknown>> => sim('snapshot', { method: 'PUT', body: world }), `World loaded from ${f.name}`, () => resyncSimClock());
    if (file.current) file.current.value = '';
  };

  return (
    <div className="qa-section">
      <h3 className="qa-h">World</h3>
      <p className="qa-muted">The whole state: players, wallets, bets, markets, chat, clock and fault plan.</p>
      <div className="qa-row">
        <button type="button" className="qa-btn qa-btn-primary" disabled={busy} onClick={() => download('snapshot', 'sim-world', 'World')}>
          Download world
        </button>
        <label className={`qa-btn${busy ? ' qa-btn-disabled' : ''}`}>
          Upload world
          <input ref={file} type="file" accept="application/json,.json" className="qa-file" disabled={busy} aria-label="Upload a saved world (JSON)" onChange={(e) => void upload(e.target.files?.[0])} />
        </label>
      </div>
      {name && <p className="qa-muted">Last file: {name}</p>}
      <h3 className="qa-h">Session replay</h3>
      <p className="qa-muted">
        The world the session started from and every call since, with its reply. Replay it on a computer with <code>npm run sim:replay -- FILE</code>: it stops at the first reply that differs.
      </p>
      <button type="button" className="qa-btn qa-btn-primary" disabled={busy} onClick={() => download('session', 'sim-session', 'Session')}>
        Export session
      </button>
      <StatusLine status={status} />
    </div>
  );
}
