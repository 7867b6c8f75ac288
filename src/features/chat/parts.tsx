/** Small pieces both chat screens show: avatar, verified badge, ticks, pin, the optional Profiler. */
import { Profiler, useContext, useState, type ReactNode } from 'react';
import type { ChatMessageStatus } from '../../../domain/wire';
import { ChatProfilerContext } from './profiling';
import { useT } from '../../i18n/useT';
import type { MessageId } from '../../i18n/runtime';

/** Wraps a component's output in a Profiler when a test asks for one (see profiling.ts). */
export function Profiled({ id, children }: { id: string; children: ReactNode }) {
  const onRender = useContext(ChatProfilerContext);
  return onRender ? (
    <Profiler id={id} onRender={onRender}>
      {children}
    </Profiler>
  ) : (
    children
  );
}

/** The group's picture, or its initials on a colour when it has none (or it fails to load). */
export function Avatar({ src, name, size = 48 }: { src: string; name: string; size?: number }) {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => Array.from(w)[0]?.toUpperCase() ?? '')
      .join('') || '#';
  const [failed, setFailed] = useState(false);
  const safe = !failed && /^(https?:|data:image\/)/i.test(src.trim());
  return (
    <span className="chat-avatar" style={{ width: size, height: size, fontSize: size * 0.38 }} aria-hidden>
      {safe ? <img src={src} alt="" width={size} height={size} onError={() => setFailed(true)} /> : null}
      <span className="chat-avatar-initials">{initials}</span>
    </span>
  );
}

export function VerifiedBadge() {
  const t = useT();
  return (
    <svg className="chat-verified" width="16" height="16" viewBox="0 0 24 24" role="img" aria-label={t('chat.verifiedBadge')}>
      <path fill="currentColor" d="M12 1l2.6 2.1 3.3-.4 1.2 3.1 3.1 1.2-.4 3.3L23 12l-2.1 2.6.4 3.3-3.1 1.2-1.2 3.1-3.3-.4L12 23l-2.6-2.1-3.3.4-1.2-3.1-3.1-1.2.4-3.3L1 12l2.1-2.6-.4-3.3 3.1-1.2 1.2-3.1 3.3.4z" />
      <path fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" d="M7.5 12.3l3 3 6-6.3" />
    </svg>
  );
}

export function PinIcon() {
  const t = useT();
  return (
    <svg className="chat-pin" width="14" height="14" viewBox="0 0 24 24" role="img" aria-label={t('chat.pinnedIcon')}>
      <path fill="currentColor" d="M16 3l5 5-2 1-3.5 3.5.5 4.5-1.5 1.5-4-4L6 19l-1-1 4.5-4.5-4-4L7 8l4.5.5L15 5z" />
    </svg>
  );
}

const TICK_LABEL: Record<ChatMessageStatus, MessageId> = { sent: 'chat.tick.sent', delivered: 'chat.tick.delivered', read: 'chat.tick.read' };

/** One tick sent, two grey delivered, two blue read. */
export function Ticks({ status }: { status: ChatMessageStatus }) {
  const t = useT();
  return (
    <svg className={`chat-ticks chat-ticks-${status}`} width={status === 'sent' ? 14 : 18} height="12" viewBox={status === 'sent' ? '0 0 14 12' : '0 0 18 12'} role="img" aria-label={t(TICK_LABEL[status])}>
      <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" d="M1.5 6.5l3.5 3.5 7.5-8" />
      {status === 'sent' ? null : <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" d="M8.5 10l7.5-8" />}
    </svg>
  );
}
