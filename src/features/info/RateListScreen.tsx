/**
 * Rate list (/ratelist, spec §2, §9): from Webservices/game_rule, Jodi '100 ke {jodirate}' and Harf
 * '100 ke {hurfrate}', then the game rules (HTML from the server, sanitized) when there are any.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useGameRuleQuery } from '../../api/profile';
import { Header } from '../../ui/Header';
import './info.css';

/** '100 ke 9800'; a missing or zero rate shows as a dash. */
export function rateText(rate: number): string {
  return Number.isFinite(rate) && rate > 0 ? `100 ke ${rate}` : '—';
}

export default function RateListScreen() {
  const { data, isLoading, isFetching, refetch } = useGameRuleQuery();
  const failed = data?.kind === 'failure';
  const rates = data && !failed ? data.data : null;
  const description = rates?.description ?? '';
  const rulesHtml = useMemo(() => (description ? DOMPurify.sanitize(description, { USE_PROFILES: { html: true }, FORBID_ATTR: ['id', 'name'] }).trim() : ''), [description]);
  const rows: Array<[string, string]> = [
    ['Jodi', rates ? rateText(rates.jodirate) : ''],
    ['Harf', rates ? rateText(rates.hurfrate) : ''],
  ];

  return (
    <div className="screen">
      <Header title="Rate List" back="/mine" />
      <main className="content">
        <section className="card rate-card" aria-busy={isLoading || undefined}>
          <table className="rate-table" aria-label="Rates">
            <thead>
              <tr>
                <th scope="col">Game</th>
                <th scope="col">Rate</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([game, text]) => (
                <tr key={game}>
                  <th scope="row">{game}</th>
                  <td className="rate-value">{isLoading ? <span className="skeleton" aria-label="Loading" /> : text || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {failed ? (
            <div className="info-error" role="alert">
              <span>{data.message}</span>
              <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
                Retry
              </button>
            </div>
          ) : (
            <p className="muted rate-note">Winning pays the rate for every ₹100 played.</p>
          )}
        </section>
        {rulesHtml ? (
          <section className="card prose rules" aria-label="Game rules text" dangerouslySetInnerHTML={{ __html: rulesHtml }} />
        ) : null}
      </main>
    </div>
  );
}
