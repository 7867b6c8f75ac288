import { useParams } from 'react-router-dom';
import { useGameChartQuery } from '../../api/markets';
import { Header } from '../../ui/Header';
import { padResult } from './format';
import { useVisibleFor } from '../../ui/useVisibleFor';
import './markets.css';
import { useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';

/** spec §9: the pager always reads '1-10' and its buttons do nothing; the first 10 rows are shown. */
export const CHART_ROWS = 10;

/** /gamechart/:id — '{Name} RESULT CHART', Date / Number table, inert pager, 2 s error banner. */
export default function GameChartScreen() {
  const { id = '' } = useParams();
  const t = useT();
  const { data, isLoading, fulfilledTimeStamp } = useGameChartQuery({ gameId: id });
  const failed = data?.kind === 'failure';
  const bannerOn = useVisibleFor(failed ? fulfilledTimeStamp : undefined);
  const name = failed ? '' : (data?.data.name ?? '');
  const rows = failed ? [] : (data?.data.chart ?? []);
  return (
    <div className="screen">
      <Header title={name ? t('markets.chartTitle', { name }) : t('markets.chartTitleBare')} back="/dashboard" />
      {bannerOn && (
        <div className="flash-banner" role="alert">
          {shownText(data?.message ?? '', t)}
        </div>
      )}
      <main className="content">
        <section className="card chart-card" aria-label={t('markets.chart')}>
          <table className="chart-table">
            <thead>
              <tr>
                <th scope="col">{t('markets.date')}</th>
                <th scope="col">{t('markets.number')}</th>
              </tr>
            </thead>
            <tbody>
              {isLoading
                ? Array.from({ length: 6 }, (_, i) => (
                    <tr key={i} aria-hidden>
                      <td colSpan={2}>
                        <span className="skeleton skeleton-line" />
                      </td>
                    </tr>
                  ))
                : rows.slice(0, CHART_ROWS).map((r, i) => (
                    <tr key={`${r.date}-${i}`}>
                      <td>{r.date}</td>
                      <td className="chart-number">{padResult(r.number)}</td>
                    </tr>
                  ))}
            </tbody>
          </table>
          {!isLoading && rows.length === 0 && <p className="muted chart-empty">{t('markets.noResults')}</p>}
          <div className="pager">
            <span className="pager-text">{t('markets.pager', { rows: CHART_ROWS, total: rows.length })}</span>
            <button type="button" className="pager-btn" aria-label={t('markets.prevPage')} disabled>
              ‹
            </button>
            <button type="button" className="pager-btn" aria-label={t('markets.nextPage')} disabled>
              ›
            </button>
          </div>
        </section>
      </main>
    </div>
  );
}
