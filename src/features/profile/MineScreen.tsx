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
import { displayPhone, formatRupees, UNKNOWN_AMOUNT } from '../../../domain/rules';
import { config } from '../../config';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Header } from '../../ui/Header';
import { shareUrl } from '../../ui/share';
import { onShareClick } from '../../ui/shareSheet';
import { ResultAlerts } from '../../app/pwa/ResultAlerts';
import { Icon, type IconName } from './icons';
import './mine.css';
import type { MessageId } from '../../i18n/runtime';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';
import { LoadFailure } from '../../ui/LoadFailure';

interface Entry {
  label: MessageId;
  icon: IconName;
  to: string;
}

const MENU: Entry[] = [
  { label: 'mine.dashboard', icon: 'home', to: '/dashboard' },
  { label: 'mine.winHistory', icon: 'trophy', to: '/history/win' },
  { label: 'mine.kabad', icon: 'cancel', to: '/history/marketcancel' },
  { label: 'mine.bidHistory', icon: 'list', to: '/history/market' },
  { label: 'mine.rateList', icon: 'percent', to: '/ratelist' },
  { label: 'mine.promotion', icon: 'gift', to: '/promotion' },
  { label: 'mine.bankCard', icon: 'card', to: '/bank-card' },
  { label: 'mine.p2p', icon: 'swap', to: '/p2p' },
  { label: 'mine.help', icon: 'help', to: '/help' },
  { label: 'mine.risk', icon: 'alert', to: '/risk-disclosure' },
];

type Session = { session: SessionState };

export default function MineScreen() {
  const loggedIn = useSelector((s: Session) => isLoggedIn(s));
  const mobile = useSelector((s: Session) => s.session.mobile);
  const [confirming, setConfirming] = useState(false);
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const t = useT();

  const onYes = () => {
    setConfirming(false);
    if (loggedIn) dispatch(logout());
    navigate('/login', { replace: true });
  };

  const links: Array<{ label: MessageId; icon: IconName; href: string; onClick?: ReturnType<typeof onShareClick> }> = [
    { label: 'mine.shareApp', icon: 'share', href: shareUrl(config, mobile), onClick: onShareClick(config, mobile) },
    { label: 'mine.video', icon: 'video', href: config.videoChannelUrl },
    { label: 'mine.social', icon: 'group', href: config.socialGroupUrl },
    { label: 'mine.photos', icon: 'camera', href: config.photoPageUrl },
  ];

  return (
    <div className="screen mine">
      <Header title={t('mine.title')} back="/dashboard" />
      <main className="content">
        {loggedIn ? <AccountCard mobile={mobile} /> : <GuestCard />}
        {loggedIn ? <ResultAlerts /> : null}
        <LanguageSwitch className="card mine-lang" />

        <nav className="card menu" aria-label={t('mine.menu')}>
          <ul>
            {MENU.map((e) => (
              <li key={e.to}>
                <Link className="menu-row" to={e.to}>
                  <Icon name={e.icon} />
                  <span className="menu-label">{t(e.label)}</span>
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
            {t('mine.shareFollow')}
          </h2>
          <ul>
            {links.map((l) => (
              <li key={l.label}>
                <a className="menu-row" href={l.href} target="_blank" rel="noopener noreferrer" onClick={l.onClick}>
                  <Icon name={l.icon} />
                  <span className="menu-label">
                    {t(l.label)}
                    <span className="visually-hidden"> {t('mine.newTab')}</span>
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
          {loggedIn ? t('mine.logout') : t('mine.login')}
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
  const t = useT();
  const profile = data?.kind === 'failure' ? null : (data?.data ?? null);
  const phone = displayPhone(mobile || profile?.mobile || '');
  let wallet: ReactNode;
  if (profile) wallet = formatRupees(profile.wallet);
  else if (isLoading) wallet = <span className="muted">{t('mine.loading')}</span>;
  else wallet = UNKNOWN_AMOUNT;
  // the profile could not be loaded, or came with a wallet that could not be read (shown as ₹—, never ₹0)
  const problem = data?.kind === 'failure' ? shownText(data.message, t) : profile?.wallet === null ? t('ui.walletUnknown') : null;
  return (
    <>
      <section className="mine-head" aria-label={t('mine.account')}>
        <Avatar name={profile?.name ?? ''} />
        <div className="mine-who">
          {profile?.name ? <p className="mine-name">{profile.name}</p> : null}
          <p className="mine-phone">{phone}</p>
        </div>
      </section>
      <section className="card mine-wallet" aria-labelledby="mine-wallet-title" aria-busy={isFetching || undefined}>
        <div className="mine-wallet-top">
          <Icon name="wallet" />
          <h2 id="mine-wallet-title">{t('mine.wallet')}</h2>
          <span className="mine-balance" data-testid="mine-wallet">
            {wallet}
          </span>
        </div>
        {problem !== null ? (
          <LoadFailure className="mine-error" reason={problem} onRetry={refetch} retrying={isFetching} />
        ) : null}
        <div className="mine-wallet-actions">
          <Link className="btn btn-ok" to="/recharge">
            <Icon name="plus" size={18} />
            {t('mine.recharge')}
          </Link>
          <Link className="btn btn-outline" to="/withdrawal">
            <Icon name="up" size={18} />
            {t('mine.withdrawal')}
          </Link>
        </div>
      </section>
    </>
  );
}

function GuestCard() {
  const t = useT();
  return (
    <section className="mine-head" aria-label={t('mine.account')}>
      <Avatar name="" />
      <div className="mine-who">
        <p className="mine-name">{t('mine.notLoggedIn')}</p>
        <p className="mine-phone">{t('mine.logInToSee')}</p>
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
