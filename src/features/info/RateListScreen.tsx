/**
 * Rate list (/ratelist, spec §2, §9): from Webservices/game_rule, Jodi '100 ke {jodirate}' and Harf
 * '100 ke {hurfrate}', then the game rules (HTML from the server, sanitized) when there are any.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useGameRuleQuery } from '../../api/profile';
import { Header } from '../../ui/Header';
import './info.css';
import { useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';
import { LoadFailure } from '../../ui/LoadFailure';
import type { T } from '../../i18n/runtime';
import { knownRules } from '../../../domain/serverTexts';

/** '100 ke {rate}' (spec §2), in the player's language; a rate that could not be read (null) or zero shows as a dash. */
export function rateText(rate: number | null, t: T): string {
  return rate !== null && Number.isFinite(rate) && rate > 0 ? t('rate.per100', { rate }) : '—';
}

/** The simulator's known rules texts (domain/serverTexts.ts RULES_HTML) in the player's language. */
function KnownRules({ which, t }: { which: 'short' | 'full'; t: T }) {
  if (which === 'short') return <p>{t('server.rules.short')}</p>;
  return (
    <>
      <h3>{t('server.rules.title')}</h3>
      <ul>
        <li>{t('server.rules.jodi')}</li>
        <li>{t('server.rules.ander')}</li>
        <li>{t('server.rules.bahar')}</li>
        <li>{t('server.rules.cancel')}</li>
      </ul>
    </>
  );
}

export default function RateListScreen() {
  const t = useT();
  const { data, isLoading, isFetching, refetch } = useGameRuleQuery();
  const failed = data?.kind === 'failure';
  const rates = data && !failed ? data.data : null;
  const unreadable = rates !== null && (rates.jodirate === null || rates.hurfrate === null);
  const problem = failed ? shownText(data.message, t) : unreadable ? t('unknown.rates') : null;
  const description = rates?.description ?? '';
  const known = knownRules(description);
  const rulesHtml = useMemo(() => (description ? DOMPurify.sanitize(description, { USE_PROFILES: { html: true }, FORBID_ATTR: ['id', 'name'] }).trim() : ''), [description]);
  const rows: Array<[string, string]> = [
    [t('rate.jodi'), rates ? rateText(rates.jodirate, t) : ''],
    [t('rate.harf'), rates ? rateText(rates.hurfrate, t) : ''],
  ];

  return (
    <div className="screen">
      <Header title={t('rate.title')} back="/mine" />
      <main className="content">
        <section className="card rate-card" aria-busy={isLoading || undefined}>
          <table className="rate-table" aria-label={t('rate.rates')}>
            <thead>
              <tr>
                <th scope="col">{t('rate.game')}</th>
                <th scope="col">{t('rate.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([game, text]) => (
                <tr key={game}>
                  <th scope="row">{game}</th>
                  <td className="rate-value">{isLoading ? <span className="skeleton" aria-label={t('rate.loading')} /> : text || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {problem !== null ? (
            <LoadFailure className="info-error" reason={problem} onRetry={refetch} retrying={isFetching} />
          ) : (
            <p className="muted rate-note">{t('rate.note')}</p>
          )}
        </section>
        {known ? (
          <section className="card prose rules" aria-label={t('rate.rules')}>
            <KnownRules which={known} t={t} />
          </section>
        ) : rulesHtml ? (
          <section className="card prose rules" aria-label={t('rate.rules')} dangerouslySetInnerHTML={{ __html: rulesHtml }} />
        ) : null}
      </main>
    </div>
  );
}
