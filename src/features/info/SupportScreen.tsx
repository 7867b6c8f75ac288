import { useState } from 'react';
import { config } from '../../config';
import { readStored, STORAGE_KEYS } from '../../api/session';
import { Header } from '../../ui/Header';

/**
 * Every IndexedDB database of this origin deleted (the simulator builds keep their world there). A connection that
 * is open closes on the delete's versionchange event; a browser without `databases()` keeps what it cannot name.
 */
async function deleteDatabases(): Promise<void> {
  const idb = globalThis.indexedDB;
  if (!idb || typeof idb.databases !== 'function') return;
  try {
    const names = (await idb.databases()).map((d) => d.name).filter((n): n is string => !!n);
    await Promise.all(
      names.map(
        (name) =>
          new Promise<void>((resolve) => {
            const r = idb.deleteDatabase(name);
            r.onsuccess = r.onerror = r.onblocked = () => resolve();
          }),
      ),
    );
  } catch {
    /* nothing more can be cleared */
  }
}

/** /ri{secret}: support information for a player on the phone with support, and a way to clear local data. */
export default function SupportScreen() {
  const [cleared, setCleared] = useState(false);
  const pushToken = readStored(STORAGE_KEYS.pushToken);
  const rows: Array<[string, string]> = [
    ['App version', config.version],
    ['API mode', config.apiMode === 'sim' ? 'Simulator (in browser)' : 'HTTP'],
    ['API host', config.apiMode === 'sim' ? location.origin + '/' : config.apiHost],
    ['Push token', pushToken ? `registered (…${pushToken.slice(-6)})` : 'not registered'],
    ['Logged in', readStored(STORAGE_KEYS.userId) ? 'yes' : 'no'],
  ];
  const clear = async () => {
    if (!window.confirm('Clear all data stored on this phone? You will be logged out.')) return;
    setCleared(true);
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      /* storage unavailable: nothing stored */
    }
    await deleteDatabases();
    window.location.assign('/login');
  };
  return (
    <div className="screen">
      <Header title="Support" back="/dashboard" />
      <main className="content">
        <section className="card">
          <table>
            <tbody>
              {rows.map(([k, v]) => (
                <tr key={k}>
                  <th scope="row">{k}</th>
                  <td data-testid={`support-${k.toLowerCase().replace(/\s+/g, '-')}`}>{v}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <button type="button" className="btn btn-bad btn-block" onClick={() => void clear()} disabled={cleared}>
          Clear local data
        </button>
      </main>
    </div>
  );
}
