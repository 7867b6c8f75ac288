import { useMachine } from '@xstate/react';
import DOMPurify from 'dompurify';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '../../api/session';
import { noticeMachine } from '../../../machines/noticeMachine';
import { clientClock } from '../../ui/clock';
import { Modal } from '../../ui/Modal';
import { istDayKey } from './format';
import { useOnBecameVisible } from '../../ui/visibility';
import { useT } from '../../i18n/useT';

/**
 * The notice text is server HTML: scripts, event handlers, forms and styles never reach the page, nor ids and names
 * (which could shadow the page's own elements and globals: DOM clobbering).
 */
export function sanitizeNotice(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['id', 'name'],
  });
}

/** Elements that show something without any text (an image-only notice is a real notice). */
const MEDIA = 'img[src], picture, video, audio, svg, canvas';

/** Whether sanitized notice HTML shows anything: text other than spaces, or an image / media element. */
export function hasVisibleContent(clean: string): boolean {
  const t = document.createElement('template'); // inert: nothing in it loads or runs
  t.innerHTML = clean;
  return (t.content.textContent ?? '').trim() !== '' || t.content.querySelector(MEDIA) !== null;
}

export const noticeKey = (day: string) => STORAGE_KEYS.noticeClosedPrefix + day;

const persistingNotice = noticeMachine.provide({
  actions: { persistClosed: (_args, { today, value }) => writeStored(noticeKey(today), value) },
});

/** Today (IST) by the client clock: the server's / simulator's day, not the phone's. */
function dayInput() {
  const today = istDayKey(clientClock.now());
  return { today, closedFlag: readStored(noticeKey(today)) || null };
}

/**
 * The dashboard notice (spec §2, §4): shown once per IST day until closed; closing stores 'false' under
 * notice_YYYY-MM-DD (noticeMachine decides; this component only renders and persists).
 */
export function NoticeDialog({ html }: { html: string }) {
  const [input] = useState(dayInput);
  const [snap, send] = useMachine(persistingNotice, { input });
  const clean = useMemo(() => sanitizeNotice(html), [html]);
  const closeRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  const today = snap.context.today;
  const visible = useMemo(() => hasVisibleContent(clean), [clean]);
  const open = snap.matches('visible') && visible;

  // a tab left open past midnight shows the next day's notice again; so does a move of the clock past midnight (a
  // server time correction, the simulator's clock set or advanced)
  const recheckDay = useCallback(() => {
    const next = dayInput();
    if (next.today !== today) send({ type: 'NEW_DAY', ...next });
  }, [send, today]);
  useOnBecameVisible(recheckDay);
  useEffect(() => clientClock.subscribe(recheckDay), [recheckDay]);

  if (!open) return null;
  return (
    <Modal className="notice-modal" labelledBy="notice-title" initialFocus={closeRef} onCancel={() => send({ type: 'CLOSE' })}>
      <div className="notice-dialog">
        <div className="notice-head">
          <h2 id="notice-title">{t('markets.notice')}</h2>
        </div>
        <div className="notice-body prose" data-testid="notice-body" dangerouslySetInnerHTML={{ __html: clean }} />
        <button ref={closeRef} type="button" className="btn btn-block" onClick={() => send({ type: 'CLOSE' })}>
          {t('ui.close')}
        </button>
      </div>
    </Modal>
  );
}
