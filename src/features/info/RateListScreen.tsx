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

/** '100 ke 9800'; a missing or zero rate shows as a dash. */
/** '100 ke {rate}' (spec §2), in the player's language. */
export function rateText(rate: number, t: T): string {
  return Number.isFinite(rate) && rate > 0 ? t('rate.per100', { rate }) : '—';
}

export default function RateListScreen() {
  const t = useT();
  const { data, isLoading, isFetching, refetch } = useGameRuleQuery();
  const failed = data?.kind === 'failure';
  const rates = data && !failed ? data.data : null;
  const description = rates?.description ?? '';
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
          {failed ? (
            <LoadFailure className="info-error" reason={shownText(data.message, t)} onRetry={refetch} retrying={isFetching} />
          ) : (
            <p className="muted rate-note">{t('rate.note')}</p>
          )}
        </section>
        {rulesHtml ? (
          <section className="card prose rules" aria-label={t('rate.rules')} dangerouslySetInnerHTML={{ __html: rulesHtml }} />
        ) : null}
      </main>
    </div>
  );
}
