/**
 * Chat list (/chat, spec §2): the player's groups (Webservices/chatlist; pinned first, then newest, as the server
 * sends them) with avatar, name, verified badge, last message and its time, pin, ticks of the player's own last
 * message, unread badge; the plus button opens the Join Group dialog. Refreshed on every visit and every 10 s while
 * open (decision 057). A failed load shows the server's message in place, with a retry.
 */
import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useChatListQuery } from '../../api/chat';
import type { ChatGroupView } from '../../api/views';
import { MSG } from '../../../domain/rules';
import { Header } from '../../ui/Header';
import { useClockNow } from '../../ui/useNow';
import { useOnBecameVisible, useVisiblePolling } from '../../ui/visibility';
import { istDay, listTime } from './format';
import { JoinGroupDialog } from './JoinGroupDialog';
import { Avatar, PinIcon, Ticks, VerifiedBadge } from './parts';
import './chat.css';
import { useClockLocale, useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';
import { LoadFailure } from '../../ui/LoadFailure';
import type { T } from '../../i18n/runtime';

export const LIST_REFRESH_MS = 10_000;

export default function ChatListScreen() {
  const t = useT();
  const [joining, setJoining] = useState(false);
  // every 10 s while the tab is shown, not while it is hidden, at once when it is shown again (decision 096)
  const { data, isLoading, isFetching, refetch } = useChatListQuery(undefined, { refetchOnMountOrArgChange: true, pollingInterval: useVisiblePolling(LIST_REFRESH_MS) });
  useOnBecameVisible(refetch);
  // the day changes the list's times ('Yesterday'); a minute is fine enough
  const today = istDay(useClockNow(60_000));
  const groups = data?.kind === 'failure' ? [] : (data?.data ?? []);
  return (
    <div className="screen chat-list-screen">
      <Header
        title={t('chat.title')}
        back="/dashboard"
        right={
          <button type="button" className="chat-plus" aria-label={t('chat.joinGroup')} onClick={() => setJoining(true)}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden focusable="false">
              <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
            </svg>
          </button>
        }
      />
      <main className="content chat-list-content">
        {data?.kind === 'failure' ? (
          <LoadFailure className="chat-error" reason={shownText(data.message || MSG.generic, t)} onRetry={refetch} retrying={isFetching} />
        ) : null}
        {isLoading ? <p className="chat-note muted">{t('chat.loading')}</p> : null}
        {!isLoading && data?.kind !== 'failure' && groups.length === 0 ? (
          <div className="chat-empty">
            <p>{t('chat.noGroups')}</p>
            <button type="button" className="btn" onClick={() => setJoining(true)}>
              {t('chat.joinAGroup')}
            </button>
          </div>
        ) : null}
        {groups.length > 0 ? (
          <ul className="chat-groups" aria-label={t('chat.groups')}>
            {groups.map((g) => (
              <GroupRow key={g.id} group={g} today={today} />
            ))}
          </ul>
        ) : null}
      </main>
      {joining ? <JoinGroupDialog onClose={() => setJoining(false)} /> : null}
    </div>
  );
}

const GroupRow = memo(function GroupRow({ group: g, today }: { group: ChatGroupView; today: string }) {
  const t = useT();
  const clock = useClockLocale();
  const tick = g.read ? 'read' : g.delivered ? 'delivered' : null;
  return (
    <li>
      <Link to={`/chat/${encodeURIComponent(g.id)}`} className="chat-row">
        <Avatar src={g.avatar} name={g.name} />
        <span className="chat-row-main">
          <span className="chat-row-top">
            <span className="chat-row-name">
              {g.name}
              <span className="sr-only">{rowBadges(g, t)}</span>
            </span>
            {g.verified ? <VerifiedBadge /> : null}
            <span className={`chat-row-time${g.unread > 0 ? ' chat-row-time-unread' : ''}`}>{listTime(g.lastMessageTime, today, { today: t('chat.today'), yesterday: t('chat.yesterday') }, clock)}</span>
          </span>
          <span className="chat-row-bottom">
            {tick ? <Ticks status={tick} /> : null}
            <span className="chat-row-last">{g.lastMessage || t('chat.noMessagesYet')}</span>
            {g.pinned ? <PinIcon /> : null}
            {g.unread > 0 ? <span className="chat-unread">{g.unread > 99 ? '99+' : g.unread}</span> : null}
          </span>
        </span>
      </Link>
    </li>
  );
});

/**
 * What a screen reader hears after the group's name: its badges and unread count ('Matka Updates, verified, 2 unread
 * …'). Spoken text only: the link's name is its visible content plus this, so what is seen is also what is named.
 */
function rowBadges(g: ChatGroupView, t: T): string {
  const parts = [''];
  if (g.verified) parts.push(t('chat.verified'));
  if (g.pinned) parts.push(t('chat.pinned'));
  if (g.unread > 0) parts.push(t('chat.unread', { n: g.unread }));
  return parts.length > 1 ? `${parts.join(', ')}. ` : ' ';
}
