/** Request journal: the latest wire calls, live, filtered by path; tap one for the whole exchange; the PHP habits the app read. */
import { useState } from 'react';
import { useSimAction, useSimData } from '../hooks';
import { Field, LoadError, StatusLine } from '../parts';
import { UnrecognisedTexts } from './UnrecognisedTexts';
import { sim } from '../simApi';
import type { JournalEntry } from '../types';
import { DialectCounts } from './DialectCounts';

const LIMIT = 100;

/** The wire status in a few characters: 'network' for a dropped connection, else HTTP and the reply's status field. */
function statusText(e: JournalEntry): string {
  if (e.httpStatus === 0) return 'no reply';
  const reply = e.replyStatus === undefined || e.replyStatus === null ? '' : ` · ${String(e.replyStatus)}`;
  return `${e.httpStatus}${reply}`;
}

const bad = (e: JournalEntry) => e.httpStatus === 0 || e.httpStatus >= 400 || e.replyStatus === 0 || e.replyStatus === '0' || e.replyStatus === false;

/** A reply body, pretty-printed when it is JSON. */
function pretty(text: string | undefined): string {
  if (text === undefined) return '(no reply: the connection dropped or hung)';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function JournalSection() {
  const [paused, setPaused] = useState(false);
  const [version, setVersion] = useState(0);
  const journal = useSimData<JournalEntry[]>(`requests?limit=${LIMIT}`, { everyMs: paused ? undefined : 2000, version });
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<JournalEntry | null>(null);
  const { busy, status, run } = useSimAction();
  const f = filter.trim().toLowerCase();
  const shown = (journal.data ?? []).filter((e) => !f || e.path.toLowerCase().includes(f));

  if (open) {
    return (
      <div className="qa-section">
        <button type="button" className="qa-btn" onClick={() => setOpen(null)}>
          ← Back to the journal
        </button>
        <h3 className="qa-h qa-break">
          {open.method} {open.path}
        </h3>
        <dl className="qa-dl">
          <dt>At (IST)</dt>
          <dd>{open.at}</dd>
          <dt>Status</dt>
          <dd>{statusText(open)}</dd>
          <dt>Time</dt>
          <dd>{open.ms} ms</dd>
        </dl>
        <h4 className="qa-h">Fields sent</h4>
        <pre className="qa-pre" aria-label="Fields sent">
          {JSON.stringify(open.fields, null, 2)}
        </pre>
        <h4 className="qa-h">Reply</h4>
        <pre className="qa-pre" aria-label="Reply">
          {pretty(open.reply)}
        </pre>
      </div>
    );
  }

  return (
    <div className="qa-section">
      <Field label="Filter by path">
        {(id) => <input id={id} className="qa-input" type="search" autoCapitalize="off" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="e.g. game_bet" />}
      </Field>
      <div className="qa-row">
        <button type="button" className="qa-btn" aria-pressed={paused} onClick={() => setPaused(!paused)}>
          {paused ? 'Resume live' : 'Pause live'}
        </button>
        <button type="button" className="qa-btn" disabled={busy} onClick={() => void run(() => sim('requests', { method: 'DELETE' }), 'Journal cleared', () => setVersion((v) => v + 1))}>
          Clear journal
        </button>
      </div>
      <StatusLine status={status} />
      <DialectCounts />
      <LoadError error={journal.error} />
      {journal.data && shown.length === 0 && <p className="qa-muted">No call{f ? ` matching '${filter.trim()}'` : ''} yet.</p>}
      <ul className="qa-list" aria-label="Latest calls, newest first">
        {shown.map((e, i) => (
          <li key={`${shown.length - i}-${e.at}-${e.path}`}>
            <button type="button" className={`qa-item qa-call${bad(e) ? ' qa-call-bad' : ''}`} onClick={() => setOpen(e)} aria-label={`${e.method} ${e.path}, ${statusText(e)}, ${e.ms} ms: show the exchange`}>
              <span className="qa-call-status">{statusText(e)}</span>
              <span className="qa-item-text">
                <strong className="qa-break">{e.path.replace(/^\//, '')}</strong>
                <small>
                  {e.at.slice(11)} · {e.ms} ms · {Object.keys(e.fields).length} fields
                </small>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <UnrecognisedTexts />
    </div>
  );
}
