/**
 * Profile / menu (/mine, spec §2): the mobile with +91, the wallet with Recharge and Withdrawal, every menu entry,
 * Share App, the video channel / social group / photo page links, and Logout (Login when nobody is logged in)
 * behind the confirm dialog. YES logs out (API layer's logout thunk: session, cache and stored values) → /login.
 */
import { useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { useProfileQuery } from '../../api/profile';
import { logout } from '../../api/logout';
import { isLoggedIn, type SessionState } from '../../api/session';
import type { AppDispatch } from '../../app/store';
import { displayPhone, formatRupees } from '../../../domain/rules';
import { config } from '../../config';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Header } from '../../ui/Header';
import { shareUrl } from '../../ui/share';
import { onShareClick } from '../../ui/shareSheet';
import { ResultAlerts } from '../../app/pwa/ResultAlerts';
import { Icon, type IconName } from './icons';
import './mine.css';

interface Entry {
  label: string;
  icon: IconName;
  to: string;
}

const MENU: Entry[] = [
  { label: 'Dashboard', icon: 'home', to: '/dashboard' },
  { label: 'Win History', icon: 'trophy', to: '/history/win' },
  { label: 'Kabad cancel box', icon: 'cancel', to: '/history/marketcancel' },
  { label: 'Bid History', icon: 'list', to: '/history/market' },
  { label: 'Rate List', icon: 'percent', to: '/ratelist' },
  { label: 'Promotion', icon: 'gift', to: '/promotion' },
  { label: 'Bank card', icon: 'card', to: '/bank-card' },
  { label: 'P2P', icon: 'swap', to: '/p2p' },
  { label: 'Help', icon: 'help', to: '/help' },
  { label: 'Risk disclosure', icon: 'alert', to: '/risk-disclosure' },
];

type Session = { session: SessionState };

export default function MineScreen() {
  const loggedIn = useSelector((s: Session) => isLoggedIn(s));
  const mobile = useSelector((s: Session) => s.session.mobile);
  const [confirming, setConfirming] = useState(false);
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();

  const onYes = () => {
    setConfirming(false);
    if (loggedIn) dispatch(logout());
    navigate('/login', { replace: true });
  };

  const links: Array<{ label: string; icon: IconName; href: string; onClick?: ReturnType<typeof onShareClick> }> = [
    { label: 'Share App', icon: 'share', href: shareUrl(config, mobile), onClick: onShareClick(config, mobile) },
    { label: 'Video channel', icon: 'video', href: config.videoChannelUrl },
    { label: 'Social group', icon: 'group', href: config.socialGroupUrl },
    { label: 'Photos', icon: 'camera', href: config.photoPageUrl },
  ];

  return (
    <div className="screen mine">
      <Header title="My Account" back="/dashboard" />
      <main className="content">
        {loggedIn ? <AccountCard mobile={mobile} /> : <GuestCard />}
        {loggedIn ? <ResultAlerts /> : null}

        <nav className="card menu" aria-label="Menu">
          <ul>
            {MENU.map((e) => (
              <li key={e.to}>
                <Link className="menu-row" to={e.to}>
                  <Icon name={e.icon} />
                  <span className="menu-label">{e.label}</span>
                  <span className="menu-chevron">
                    <Icon name="chevron" size={18} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="card menu" aria-labelledby="mine-share">
          <h2 id="mine-share" className="menu-heading">
            Share &amp; follow
          </h2>
          <ul>
            {links.map((l) => (
              <li key={l.label}>
                <a className="menu-row" href={l.href} target="_blank" rel="noopener noreferrer" onClick={l.onClick}>
                  <Icon name={l.icon} />
                  <span className="menu-label">
                    {l.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </span>
                  <span className="menu-chevron">
                    <Icon name="external" size={16} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <button type="button" className={`btn btn-block ${loggedIn ? 'btn-outline mine-logout' : ''}`} onClick={() => setConfirming(true)}>
          <Icon name={loggedIn ? 'logout' : 'login'} size={20} />
          {loggedIn ? 'Logout' : 'Login'}
        </button>
        <p className="muted mine-version">
          {config.appName} · v{config.version}
        </p>
      </main>
      <ConfirmDialog open={confirming} tone={loggedIn ? 'danger' : 'default'} onCancel={() => setConfirming(false)} onConfirm={onYes} />
    </div>
  );
}

function AccountCard({ mobile }: { mobile: string }) {
  const { data, isLoading, isFetching, refetch } = useProfileQuery();
  const profile = data?.kind === 'failure' ? null : (data?.data ?? null);
  const phone = displayPhone(mobile || profile?.mobile || '');
  let wallet: ReactNode;
  if (profile) wallet = formatRupees(profile.wallet);
  else if (isLoading) wallet = <span className="muted">Loading…</span>;
  else wallet = '₹—';
  return (
    <>
      <section className="mine-head" aria-label="Account">
        <Avatar name={profile?.name ?? ''} />
        <div className="mine-who">
          {profile?.name ? <p className="mine-name">{profile.name}</p> : null}
          <p className="mine-phone">{phone}</p>
        </div>
      </section>
      <section className="card mine-wallet" aria-labelledby="mine-wallet-title" aria-busy={isFetching || undefined}>
        <div className="mine-wallet-top">
          <Icon name="wallet" />
          <h2 id="mine-wallet-title">Wallet</h2>
          <span className="mine-balance" data-testid="mine-wallet">
            {wallet}
          </span>
        </div>
        {data?.kind === 'failure' ? (
          <p className="mine-error" role="alert">
            <span>{data.message}</span>
            <button type="button" className="link-btn" onClick={() => void refetch()} disabled={isFetching}>
              Retry
            </button>
          </p>
        ) : null}
        <div className="mine-wallet-actions">
          <Link className="btn btn-ok" to="/recharge">
            <Icon name="plus" size={18} />
            Recharge
          </Link>
          <Link className="btn btn-outline" to="/withdrawal">
            <Icon name="up" size={18} />
            Withdrawal
          </Link>
        </div>
      </section>
    </>
  );
}

function GuestCard() {
  return (
    <section className="mine-head" aria-label="Account">
      <Avatar name="" />
      <div className="mine-who">
        <p className="mine-name">Not logged in</p>
        <p className="mine-phone">Log in to see your wallet.</p>
      </div>
    </section>
  );
}

/** The name's initial, or a person icon when there is no name. */
function Avatar({ name }: { name: string }) {
  const initial = name.trim().charAt(0).toUpperCase();
  return (
    <span className="mine-avatar" aria-hidden>
      {initial || <Icon name="user" size={28} />}
    </span>
  );
}
