import { useEffect, useState, type MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { config } from '../config';
import { useT } from '../i18n/useT';

/** WhatsApp's share page without a text: the Share tab's address until the share message has loaded. */
const SHARE_BASE = 'https://api.whatsapp.com/send';

/**
 * The share link carrying the Hindi share message (src/ui/share.ts). The message is loaded after the first render,
 * and only for a logged-in player (the only one with a Share tab): it is no part of /login's start.
 */
function useShareUrl(loggedIn: boolean, mobile: string): string {
  const [url, setUrl] = useState(SHARE_BASE);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void import('./share').then((m) => live && setUrl(m.shareUrl(config, mobile)), () => undefined);
    return () => {
      live = false;
    };
  }, [loggedIn, mobile]);
  return url;
}

/**
 * Bottom tab bar (spec §2): Home, Play, History and Share only when a login value is stored;
 * Chat goes to /chat when logged in, else /login. Share opens the system share sheet where the browser has the Web
 * Share API, else the share link in a new tab.
 */
export function TabBar({ loggedIn, mobile }: { loggedIn: boolean; mobile: string }) {
  const t = useT();
  const shareUrl = useShareUrl(loggedIn, mobile);
  const cls = ({ isActive }: { isActive: boolean }) => `tab${isActive ? ' tab-active' : ''}`;
  return (
    <nav className="tabbar" aria-label={t('ui.tabs')}>
      {loggedIn && (
        <>
          <NavLink to="/dashboard" className={cls}>
            <span className="tab-icon" aria-hidden>⌂</span>
            {t('ui.tab.home')}
          </NavLink>
          <NavLink to="/playground" className={cls}>
            <span className="tab-icon" aria-hidden>▶</span>
            {t('ui.tab.play')}
          </NavLink>
          <NavLink to="/history/all" className={cls}>
            <span className="tab-icon" aria-hidden>☰</span>
            {t('ui.tab.history')}
          </NavLink>
          <a className="tab" href={shareUrl} target="_blank" rel="noreferrer" onClick={(e) => shareOnTap(e, mobile)}>
            <span className="tab-icon" aria-hidden>⤴</span>
            {t('ui.tab.share')}
          </a>
        </>
      )}
      <NavLink to={loggedIn ? '/chat' : '/login'} className={cls}>
        <span className="tab-icon" aria-hidden>✉</span>
        {t('ui.tab.chat')}
      </NavLink>
    </nav>
  );
}

/**
 * With the Web Share API the sheet opens instead of the link (its code loaded on this tap). Without it, a tap before
 * the share message has loaded opens the WhatsApp link with the message once it is in; later taps follow the link.
 */
function shareOnTap(e: MouseEvent<HTMLAnchorElement>, mobile: string): void {
  if (typeof navigator.share === 'function') {
    e.preventDefault();
    void import('./shareSheet').then((m) => m.shareApp(config, mobile));
    return;
  }
  if (e.currentTarget.getAttribute('href') !== SHARE_BASE) return;
  e.preventDefault();
  const tab = window.open('', '_blank');
  void import('./share').then((m) => {
    const url = m.shareUrl(config, mobile);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener,noreferrer');
  });
}
