import { useState } from 'react';
import { config } from '../../config';
import { readStored, STORAGE_KEYS } from '../../api/session';
import { Header } from '../../ui/Header';

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
  const clear = () => {
    if (!window.confirm('Clear all data stored on this phone? You will be logged out.')) return;
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      /* storage unavailable: nothing stored */
    }
    setCleared(true);
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
        <button type="button" className="btn btn-bad btn-block" onClick={clear} disabled={cleared}>
          Clear local data
        </button>
      </main>
    </div>
  );
}
