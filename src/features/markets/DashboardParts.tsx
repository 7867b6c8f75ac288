/** The dashboard's small pieces: header, last-result title, quick actions, marquee, external frame. */
import { Link } from 'react-router-dom';
import type { LastResultView } from '../../api/views';
import { config } from '../../config';
import { WalletBadge } from '../../ui/WalletBadge';
import { padResult } from './format';
import { useT } from '../../i18n/useT';
import type { T } from '../../i18n/runtime';

/** Hindi word for 'result' (spec §2: the header title is the last-result game name plus this word). */
export const RESULT_WORD = 'रिजल्ट';

export function DashboardHeader() {
  const t = useT();
  return (
    <header className="app-header">
      <Link to="/mine" className="header-btn" aria-label={t('markets.menu')}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </Link>
      <h1 className="header-title">{config.appName}</h1>
      <div className="header-right">
        <WalletBadge />
      </div>
    </header>
  );
}

/** 'DELHI BAZAR रिजल्ट' over the big zero-padded number; a skeleton while loading; nothing when there is none. */
export function LastResultTitle({ last, loading }: { last: LastResultView | undefined; loading: boolean }) {
  const t = useT();
  if (loading) return <div className="result-hero skeleton" aria-hidden />;
  if (!last || (!last.game_name && !last.number)) return null;
  return (
    <section className="result-hero" aria-label={t('markets.lastResult')}>
      <h2 className="result-hero-title">
        {last.game_name.toUpperCase()} {RESULT_WORD}
      </h2>
      <p className="result-hero-number" data-testid="last-result">
        {padResult(last.number)}
      </p>
    </section>
  );
}

const ICONS = {
  chat: 'M12 3C7 3 3 6.6 3 11c0 2 .8 3.8 2.2 5.2L4.5 20l4-1.6c1.1.4 2.3.6 3.5.6 5 0 9-3.6 9-8s-4-8-9-8z',
  plus: 'M12 5v14M5 12h14',
  down: 'M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 20h14',
  play: 'M9 6.5v11l8.5-5.5z',
} as const;

function ActionIcon({ d, fill }: { d: string; fill?: boolean }) {
  return (
    <span aria-hidden>
      <svg width="18" height="18" viewBox="0 0 24 24" focusable="false">
        <path d={d} fill={fill ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

export function QuickActions() {
  const t = useT();
  return (
    <nav className="quick-actions" aria-label={t('markets.quickActions')}>
      <a className="quick-action qa-whatsapp" href={`https://wa.me/${config.whatsappNumber}`} target="_blank" rel="noopener noreferrer">
        <ActionIcon d={ICONS.chat} fill />
        {t('markets.whatsapp')}
      </a>
      <Link className="quick-action qa-add" to="/recharge">
        <ActionIcon d={ICONS.plus} />
        {t('markets.addFund')}
      </Link>
      <Link className="quick-action qa-withdraw" to="/withdrawal">
        <ActionIcon d={ICONS.down} />
        {t('markets.withdraw')}
      </Link>
      <a className="quick-action qa-how" href={config.videoChannelUrl} target="_blank" rel="noopener noreferrer">
        <ActionIcon d={ICONS.play} fill />
        {t('markets.howToPlay')}
      </a>
    </nav>
  );
}

export function welcomeText(appName: string, t: T): string {
  return t('markets.welcome', { app: appName });
}

/** Scrolling welcome text (CSS animation; static and wrapped when the player prefers reduced motion). */
export function Marquee({ text }: { text: string }) {
  return (
    <div className="marquee" role="marquee" aria-label={text}>
      <span className="marquee-text" aria-hidden>
        {text}
      </span>
    </div>
  );
}

/** spec §2: 'The dashboard embeds an external page in a frame' — only when VITE_DASHBOARD_FRAME_URL is set. */
export function DashboardFrame({ url }: { url: string }) {
  const t = useT();
  if (!url) return null;
  return (
    <section className="dashboard-frame card" aria-label={t('markets.news')}>
      <iframe
        src={url}
        title={t('markets.dashboardFrame')}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms"
        referrerPolicy="no-referrer"
      />
    </section>
  );
}
