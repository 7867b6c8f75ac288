import { useState } from 'react';
import { config } from '../../config';
import { readStored, STORAGE_KEYS } from '../../api/session';
import { Header } from '../../ui/Header';
import { useT } from '../../i18n/useT';

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
  const t = useT();
  const [cleared, setCleared] = useState(false);
  const pushToken = readStored(STORAGE_KEYS.pushToken);
  // [test id, label, value]
  const rows: Array<[string, string, string]> = [
    ['app-version', t('support.version'), config.version],
    ['api-mode', t('support.apiMode'), config.apiMode === 'sim' ? t('support.simulator') : 'HTTP'],
    ['api-host', t('support.apiHost'), config.apiMode === 'sim' ? location.origin + '/' : config.apiHost],
    ['push-token', t('support.pushToken'), pushToken ? t('support.registered', { tail: pushToken.slice(-6) }) : t('support.notRegistered')],
    ['logged-in', t('support.loggedIn'), readStored(STORAGE_KEYS.userId) ? t('support.yes') : t('support.no')],
  ];
  const clear = async () => {
    if (!window.confirm(t('support.confirmClear'))) return;
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
      <Header title={t('support.title')} back="/dashboard" />
      <main className="content">
        <section className="card">
          <table>
            <tbody>
              {rows.map(([k, label, v]) => (
                <tr key={k}>
                  <th scope="row">{label}</th>
                  <td data-testid={`support-${k}`}>{v}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <button type="button" className="btn btn-bad btn-block" onClick={() => void clear()} disabled={cleared}>
          {t('support.clear')}
        </button>
      </main>
    </div>
  );
}
