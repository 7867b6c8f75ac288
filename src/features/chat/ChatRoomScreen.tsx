/**
 * Chat room (/chat/:id, spec §2, §4, §5, §6, §8; a bare route: no tab bar, decision 003).
 *
 * - Header: back to /chat, avatar, name, verified badge, member count (Webservices/group_details).
 * - Messages: Webservices/group_chats polled every second (spec §9) while the tab is shown, not at all while it is
 *   hidden, and at once when it is shown again (decision 096). The poll's cache merge keeps unchanged message
 *   objects (src/api/chat.ts mergeMessages) and only the list subscribes to it, through `selectFromResult`, so an
 *   unchanged poll renders nothing and a new message renders the list and that one memoised bubble (decision 058).
 *   Text is rendered as text, never as HTML.
 * - Composer: only when the group's `messages` flag lets the player post, else 'Only Admin can send messages.'.
 *   Sending runs machines/chatSendMachine: the message shows at once with status sent, one send at a time; a
 *   failure is alerted with the server's message (decision 055) and the text goes back into the composer.
 */
import { memo, useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { chatSendMachine, unconfirmedOutgoing, type OutgoingMessage } from '../../../machines/chatSendMachine';
import { chatApi, useGroupChatsQuery, useGroupDetailsQuery } from '../../api/chat';
import type { ChatMessageView } from '../../api/views';
import { MSG, canSendMessage } from '../../../domain/rules';
import { clockNow } from '../../ui/clock';
import { useFlow } from '../../ui/useFlow';
import { useOnBecameVisible, useVisiblePolling } from '../../ui/visibility';
import { chatSendActors } from './actors';
import { clockTime, dayLabel, istDay, messageDay } from './format';
import { Avatar, Profiled, Ticks, VerifiedBadge } from './parts';
import './chat.css';
import { useClockLocale, useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';
import { t as tNow } from '../../i18n/runtime';

export const POLL_MS = 1000;
const EMPTY: ChatMessageView[] = [];
/** A send in flight still reports its outcome after the player leaves the room. */
const SEND_LEAVE = { pending: (s: { hasTag: (t: 'busy') => boolean }) => s.hasTag('busy') };

export default function ChatRoomScreen() {
  const { id = '' } = useParams();
  return <ChatRoom key={id} groupId={id} />;
}

interface ComposerHandle {
  restore: (text: string) => void;
}

function ChatRoom({ groupId }: { groupId: string }) {
  const t = useT();
  const dispatch = useDispatch();
  const store = useStore();
  const composer = useRef<ComposerHandle>(null);
  const [snap, send] = useFlow(
    () =>
      chatSendMachine.provide({
        actors: chatSendActors(dispatch),
        actions: {
          notify: (_, n) => window.alert(shownText(n.message, tNow)),
          restore: (_, r) => composer.current?.restore(r.text),
        },
      }),
    { input: { groupId } },
    SEND_LEAVE,
  );
  const { group, failure } = useGroupDetailsQuery(
    { groupId },
    { selectFromResult: ({ data }) => ({ group: data?.kind === 'failure' ? null : (data?.data ?? null), failure: data?.kind === 'failure' ? data.message || MSG.generic : '' }) },
  );
  const busy = snap.hasTag('busy');
  const onSend = useCallback(
    (text: string) => {
      const messages = chatApi.endpoints.groupChats.select({ groupId })(store.getState() as never).data?.data ?? EMPTY;
      send({ type: 'SEND', text, seen: messages });
    },
    [groupId, send, store],
  );
  return (
    <div className="chat-room">
      <Profiled id="chat-room">{null}</Profiled>
      <RoomHeader groupId={groupId} />
      {failure ? (
        <p className="chat-error" role="alert">
          {shownText(failure, t)}
        </p>
      ) : null}
      <MessageList groupId={groupId} outgoing={snap.context.outgoing} />
      {group === null ? null : group.messages ? (
        <Composer ref={composer} busy={busy} onSend={onSend} />
      ) : (
        <p className="chat-admin-only">{t('msg.onlyAdmin')}</p>
      )}
    </div>
  );
}

const RoomHeader = memo(function RoomHeader({ groupId }: { groupId: string }) {
  const t = useT();
  const { group, loading } = useGroupDetailsQuery(
    { groupId },
    { selectFromResult: ({ data, isLoading }) => ({ group: data?.kind === 'failure' ? null : (data?.data ?? null), loading: isLoading }) },
  );
  return (
    <Profiled id="chat-header">
      <header className="app-header chat-room-header">
        <Link to="/chat" className="header-btn" aria-label={t('ui.back')}>
          ‹
        </Link>
        <div className="chat-room-title">
          <Avatar src={group?.avatar ?? ''} name={group?.name ?? ''} size={38} />
          <div className="chat-room-names">
            <h1 className="header-title">
              {group?.name ?? (loading ? t('chat.loading') : t('chat.title'))}
              {group?.verified ? <VerifiedBadge /> : null}
            </h1>
            {group ? <p className="chat-room-members">{t('chat.members', { n: group.TotalMember })}</p> : null}
          </div>
        </div>
      </header>
    </Profiled>
  );
});

/** How close to the bottom (px) counts as reading the newest messages: new ones then scroll into view. */
const NEAR_BOTTOM = 120;

const MessageList = memo(function MessageList({ groupId, outgoing }: { groupId: string; outgoing: OutgoingMessage[] }) {
  const t = useT();
  // every second while the tab is shown; nothing while it is hidden, and at once when it is shown again
  const { messages, failure, loaded, refetch } = useGroupChatsQuery(
    { groupId },
    {
      pollingInterval: useVisiblePolling(POLL_MS),
      selectFromResult: ({ data }) => ({ messages: data?.data ?? EMPTY, failure: data?.kind === 'failure' ? data.message || MSG.generic : '', loaded: data !== undefined }),
    },
  );
  useOnBecameVisible(refetch);
  const pending = useMemo(() => unconfirmedOutgoing(outgoing, messages), [outgoing, messages]);
  const box = useRef<HTMLDivElement>(null);
  const stuck = useRef(true);
  // newest at the bottom: follow new messages while the player is at the bottom (always for their own)
  const own = pending.length;
  const ownBefore = useRef(own);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (own > ownBefore.current) stuck.current = true;
    ownBefore.current = own;
    if (stuck.current) el.scrollTop = el.scrollHeight;
  }, [messages, own]);
  const today = istDay(clockNow());
  let lastDay = '';
  const items: ReactNode[] = [];
  for (const m of messages) {
    const day = messageDay(m.time);
    if (day && day !== lastDay) {
      items.push(
        <li key={`day-${day}`} className="chat-day">
          <span>{dayLabel(day, today, { today: t('chat.today'), yesterday: t('chat.yesterday') })}</span>
        </li>,
      );
      lastDay = day;
    }
    items.push(<Bubble key={m.id} message={m} />);
  }
  for (const o of pending) items.push(<OutgoingBubble key={o.key} message={o} />);
  return (
    <Profiled id="chat-messages">
      <div
        ref={box}
        className="chat-scroll"
        // scrollable with the keyboard too
        tabIndex={0}
        role="region"
        aria-label={t('chat.conversation')}
        onScroll={(e) => {
          const el = e.currentTarget;
          stuck.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM;
        }}
      >
        {failure ? (
          <p className="chat-error" role="alert">
            {shownText(failure, t)}
          </p>
        ) : null}
        {!loaded ? <p className="chat-note muted">{t('chat.loading')}</p> : null}
        {loaded && items.length === 0 && !failure ? <p className="chat-note muted">{t('chat.noMessages')}</p> : null}
        <ol className="chat-messages" aria-label={t('chat.messages')} aria-live="polite" aria-relevant="additions">
          {items}
        </ol>
      </div>
    </Profiled>
  );
});

/** One message: others on the left with their name, the player's on the right with ticks. Text only, never HTML. */
const Bubble = memo(function Bubble({ message: m }: { message: ChatMessageView }) {
  const clock = useClockLocale();
  return (
    <Profiled id={`chat-bubble-${m.id}`}>
      <li className={`chat-bubble-row ${m.fromMe ? 'chat-mine' : 'chat-theirs'}`} data-message-id={m.id}>
        <div className="chat-bubble">
          {m.fromMe ? null : <span className="chat-bubble-user">{m.user}</span>}
          <p className="chat-bubble-text">{m.text}</p>
          <span className="chat-bubble-meta">
            <time>{clockTime(m.time, clock)}</time>
            {m.fromMe ? <Ticks status={m.status} /> : null}
          </span>
        </div>
      </li>
    </Profiled>
  );
});

/** A message the player just sent (status sent) until the group's messages carry it. */
const OutgoingBubble = memo(function OutgoingBubble({ message: o }: { message: OutgoingMessage }) {
  const t = useT();
  return (
    <Profiled id={`chat-${o.key}`}>
      <li className="chat-bubble-row chat-mine chat-outgoing">
        <div className="chat-bubble">
          <p className="chat-bubble-text">{o.text}</p>
          <span className="chat-bubble-meta">
            <time>{t('chat.now')}</time>
            <Ticks status={o.status} />
          </span>
        </div>
      </li>
    </Profiled>
  );
});

interface ComposerProps {
  busy: boolean;
  onSend: (text: string) => void;
  ref: Ref<ComposerHandle>;
}

/** The message field and Send (disabled while the trimmed text is empty or a message is being sent). */
const Composer = memo(function Composer({ busy, onSend, ref }: ComposerProps) {
  const tr = useT();
  const [text, setText] = useState('');
  useImperativeHandle(ref, () => ({ restore: (t) => setText((cur) => (cur.trim() === '' ? t : cur)) }), []);
  const canSend = canSendMessage(text) && !busy;
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  return (
    <Profiled id="chat-composer">
      <form className="chat-composer" onSubmit={submit}>
        <textarea className="chat-input" rows={1} aria-label={tr('chat.message')} placeholder={tr('chat.message')} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} />
        <button type="submit" className="chat-send" aria-label={tr('chat.send')} disabled={!canSend}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden focusable="false">
            <path fill="currentColor" d="M3 20.5l18-8.5L3 3.5 3 10l12 2-12 2z" />
          </svg>
        </button>
      </form>
    </Profiled>
  );
});
