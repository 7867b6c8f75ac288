/**
 * Promotion (/promotion, spec §2, §3, §8, §9): the referral figures (bonus, total people, contribution), the own
 * code and link with Copy Link, and the 3 levels as tabs with their counts (10 while the figures load, spec §9),
 * each a table of index, masked phone (first 2 and last 2 characters kept), water reward and first reward.
 * The link is the app's own register route on the origin it is served from (decision 056).
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useInviteRecordQuery, usePromotionQuery } from '../../api/promotion';
import type { SessionState } from '../../api/session';
import { maskPhone, MSG } from '../../../domain/rules';
import { formatAmount } from '../../ui/amount';
import { referralLink } from '../../../domain/rules/referral';
import { Header } from '../../ui/Header';
import { toastShown } from '../../ui/toastSlice';
import './promotion.css';
import { useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';
import type { MessageId } from '../../i18n/runtime';

type Level = 1 | 2 | 3;
const LEVELS: readonly Level[] = [1, 2, 3];
/** spec §9: level counts shown as 10 before load */
export const COUNT_BEFORE_LOAD = 10;
export const COPY_FAILED: MessageId = 'promo.copyFailed';

export default function PromotionScreen() {
  const t = useT();
  const mobile = useSelector((s: { session: SessionState }) => s.session.mobile);
  const { data, isLoading } = usePromotionQuery(undefined, { refetchOnMountOrArgChange: true });
  const figures = data?.kind !== 'failure' ? (data?.data ?? null) : null;
  const failure = data?.kind === 'failure' ? shownText(data.message || MSG.generic, t) : '';
  const code = figures?.usercode || mobile;
  const counts: Record<Level, string> = {
    1: figures ? String(figures.level1) : isLoading ? String(COUNT_BEFORE_LOAD) : '–',
    2: figures ? String(figures.level2) : isLoading ? String(COUNT_BEFORE_LOAD) : '–',
    3: figures ? String(figures.level3) : isLoading ? String(COUNT_BEFORE_LOAD) : '–',
  };
  return (
    <div className="screen promotion">
      <Header title={t('promo.title')} back="/mine" />
      <main className="content">
        {failure ? (
          <p className="promo-error" role="alert">
            {failure}
          </p>
        ) : null}
        <section className="promo-hero" aria-label={t('promo.earnings')}>
          <div className="promo-bonus">
            <span className="promo-label">{t('promo.bonus')}</span>
            <strong data-testid="promotion-bonus">{figures ? formatAmount(figures.bonus) : '₹…'}</strong>
          </div>
          <dl className="promo-stats">
            <div>
              <dt>{t('promo.people')}</dt>
              <dd data-testid="promotion-people">{figures ? figures.people : '…'}</dd>
            </div>
            <div>
              <dt>{t('promo.contribution')}</dt>
              <dd data-testid="promotion-con">{figures ? formatAmount(figures.con) : '…'}</dd>
            </div>
          </dl>
        </section>
        <ReferralLink code={code} />
        <LevelTabs counts={counts} />
      </main>
    </div>
  );
}

function ReferralLink({ code }: { code: string }) {
  const t = useT();
  const dispatch = useDispatch();
  const input = useRef<HTMLInputElement>(null);
  const link = referralLink(window.location.origin, code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      dispatch(toastShown('success', MSG.referralCopied));
    } catch {
      // no clipboard (an insecure page, a refused permission): the link is selected for the player to copy
      input.current?.focus();
      input.current?.select();
      dispatch(toastShown('error', t(COPY_FAILED)));
    }
  };
  return (
    <section className="card promo-link" aria-labelledby="promo-link-title">
      <h2 id="promo-link-title" className="promo-title">
        {t('promo.invite')}
      </h2>
      <p className="promo-code-row">
        <span className="promo-label">{t('promo.myCode')}</span>
        <strong className="promo-code" data-testid="promotion-code">
          {code}
        </strong>
      </p>
      <label className="promo-label" htmlFor="promo-link-input">
        {t('promo.myLink')}
      </label>
      <div className="promo-link-row">
        <input id="promo-link-input" ref={input} className="input promo-link-input" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn" onClick={() => void copy()}>
          {t('promo.copyLink')}
        </button>
      </div>
    </section>
  );
}

function LevelTabs({ counts }: { counts: Record<Level, string> }) {
  const t = useT();
  const [level, setLevel] = useState<Level>(1);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const i = LEVELS.indexOf(level);
    const next = e.key === 'ArrowRight' ? (i + 1) % 3 : e.key === 'ArrowLeft' ? (i + 2) % 3 : e.key === 'Home' ? 0 : e.key === 'End' ? 2 : -1;
    if (next < 0) return;
    e.preventDefault();
    setLevel(LEVELS[next] as Level);
    tabs.current[next]?.focus();
  };
  return (
    <section className="card promo-levels" aria-label={t('promo.byLevel')}>
      <div className="promo-tabs" role="tablist" aria-label={t('promo.levelTabs')} onKeyDown={onKeyDown}>
        {LEVELS.map((l, i) => (
          <button
            key={l}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`promo-tab-${l}`}
            aria-controls="promo-panel"
            aria-selected={l === level}
            tabIndex={l === level ? 0 : -1}
            className={`promo-tab${l === level ? ' promo-tab-active' : ''}`}
            onClick={() => setLevel(l)}
          >
            {t('promo.level', { level: l, count: counts[l] })}
          </button>
        ))}
      </div>
      <div id="promo-panel" role="tabpanel" aria-labelledby={`promo-tab-${level}`}>
        <LevelTable level={level} />
      </div>
    </section>
  );
}

function LevelTable({ level }: { level: Level }) {
  const t = useT();
  const { data, isFetching, isLoading } = useInviteRecordQuery({ level }, { refetchOnMountOrArgChange: true });
  if (isLoading || (!data && isFetching)) return <p className="promo-note muted">{t('promo.loading')}</p>;
  if (data?.kind === 'failure')
    return (
      <p className="promo-note promo-error-text" role="alert">
        {shownText(data.message || MSG.generic, t)}
      </p>
    );
  const rows = data?.data ?? [];
  if (rows.length === 0) return <p className="promo-note muted">{t('promo.none')}</p>;
  return (
    <table className="promo-table">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('promo.phone')}</th>
          <th scope="col" className="num">
            {t('promo.water')}
          </th>
          <th scope="col" className="num">
            {t('promo.first')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${r.username}-${i}`}>
            <td>{i + 1}</td>
            <td className="promo-phone">{maskPhone(r.username)}</td>
            <td className="num">{formatAmount(r.water_reward)}</td>
            <td className="num">{formatAmount(r.first_reward)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
