import { useEffect, useId, useState } from 'react';
import { MSG, parseChat, type BetLine, type ChatEntry } from '../../bet-engine';

const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;

interface Report {
  added: number;
  total: number;
  /** the pasted lines that gave 'Wrong Input' */
  wrong: string[];
}

function wrongLines(text: string, entries: readonly ChatEntry[]): string[] {
  const rows = text.split(LINE_BREAK);
  const seen = new Set<number>();
  const out: string[] = [];
  for (const e of entries) {
    if (e.total !== MSG.wrongInput || seen.has(e.line)) continue;
    seen.add(e.line);
    out.push((rows[e.line - 1] ?? '').trim() || `${e.numbers} ${e.amount ?? ''}`.trim());
  }
  return out;
}

/**
 * The chat-text import of COPY PASTE (spec §2, §5): a text area with Add and Close. Add runs the bet-engine chat
 * parser; the bets it reads go to the table. Entries it reads as 'Wrong Input' stay in the text area and are listed,
 * so the player can fix them and Add again; when nothing was read the pasted text stays as it was; when everything
 * was read the dialog closes.
 */
export function ChatImportDialog({ onLines, onClose, onError }: { onLines: (lines: BetLine[]) => void; onClose: () => void; onError: (message: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [report, setReport] = useState<Report | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const add = () => {
    const r = parseChat(text);
    if (!r.ok) return onError(r.error);
    if (r.lines.length > 0) onLines(r.lines);
    const wrong = wrongLines(text, r.entries);
    if (wrong.length === 0 && r.lines.length > 0) return onClose();
    // the lines to fix stay; when nothing at all was read, the whole text stays so the player can fix it
    if (wrong.length > 0) setText(wrong.join('\n'));
    setReport({ added: r.lines.length, total: r.total, wrong });
  };

  return (
    <div className="dialog-backdrop" data-no-swipe>
      <div className="dialog card" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="dialog-title">
          Paste chat text
        </h2>
        <label htmlFor={`${id}-text`} className="muted dialog-hint">
          Paste bets copied from a chat, e.g. “12 34 56 x 10” or “25+52 into 20”.
        </label>
        <textarea
          id={`${id}-text`}
          className="input chat-text"
          rows={7}
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {report && (
          <div className="chat-report" role="status">
            {report.added > 0 && (
              <p className="credit">
                Added {report.added} {report.added === 1 ? 'bet' : 'bets'} (₹{report.total}).
              </p>
            )}
            {report.wrong.length > 0 ? (
              <>
                <p>Fix these lines and press Add again:</p>
                <ul className="chat-wrong">
                  {report.wrong.map((line, i) => (
                    <li key={i}>
                      <code>{line}</code> <span className="debit">{MSG.wrongInput}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="debit">No bets found in the text.</p>
            )}
          </div>
        )}
        <div className="row gap dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Close
          </button>
          <button type="button" className="btn" onClick={add}>
            Add
          </button>
        </div>
      </div>
    </div>
  );
}
