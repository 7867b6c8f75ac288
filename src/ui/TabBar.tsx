import type { MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { config } from '../config';
import { shareUrl } from './share';

/**
 * Bottom tab bar (spec §2): Home, Play, History and Share only when a login value is stored;
 * Chat goes to /chat when logged in, else /login. Share opens the system share sheet where the browser has the Web
 * Share API, else the share link in a new tab.
 */
export function TabBar({ loggedIn, mobile }: { loggedIn: boolean; mobile: string }) {
  const cls = ({ isActive }: { isActive: boolean }) => `tab${isActive ? ' tab-active' : ''}`;
  return (
    <nav className="tabbar" aria-label="Main">
      {loggedIn && (
        <>
          <NavLink to="/dashboard" className={cls}>
            <span className="tab-icon" aria-hidden>⌂</span>Home
          </NavLink>
          <NavLink to="/playground" className={cls}>
            <span className="tab-icon" aria-hidden>▶</span>Play
          </NavLink>
          <NavLink to="/history/all" className={cls}>
            <span className="tab-icon" aria-hidden>☰</span>History
          </NavLink>
          <a className="tab" href={shareUrl(config, mobile)} target="_blank" rel="noreferrer" onClick={(e) => shareSheetOnTap(e, mobile)}>
            <span className="tab-icon" aria-hidden>⤴</span>Share
          </a>
        </>
      )}
      <NavLink to={loggedIn ? '/chat' : '/login'} className={cls}>
        <span className="tab-icon" aria-hidden>✉</span>Chat
      </NavLink>
    </nav>
  );
}

/** With the Web Share API the sheet opens instead of the link (its code loaded on this tap); else the link opens. */
function shareSheetOnTap(e: MouseEvent<HTMLAnchorElement>, mobile: string): void {
  if (typeof navigator.share !== 'function') return;
  e.preventDefault();
  void import('./shareSheet').then((m) => m.shareApp(config, mobile));
}
