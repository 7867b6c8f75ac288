import { useId, useLayoutEffect, useRef, useState, type ClipboardEvent } from 'react';
import { MSG, formatRupees, parseChat, type BetLine, type ChatEntry } from '../../../domain/rules';
import { Modal } from '../../ui/Modal';
import { afterPaint } from '../../ui/useAfterPaint';
import { useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';

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
 * was read the dialog closes. What the parser refuses ('Please Enter Digit') shows in the dialog, by the text area.
 * A modal dialog (src/ui/Modal.tsx): Escape or Close closes it; a tap beside it does not (the pasted text would go).
 * When everything was read, the dialog is hidden in the tap's own frame and the bets go to the table, and the dialog
 * closes, in the frame after: closing a modal dialog restyles the whole page it made inert, and a table of hundreds
 * of bets is not what the tap's frame should wait for (decision 088).
 */
export function ChatImportDialog({ onLines, onClose }: { onLines: (lines: BetLine[]) => void; onClose: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const t = useT();
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState('');
  const [leaving, setLeaving] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  /** where the caret goes once a paste is rendered */
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = field.current;
    if (caret.current === null || !el) return;
    el.setSelectionRange(caret.current, caret.current);
    // the browser's own paste shows where the caret went; at the end, so does this one
    if (caret.current === el.value.length) el.scrollTop = el.scrollHeight;
    caret.current = null;
  }, [text]);

  /**
   * A pasted chat goes in as the field's new value rather than through the browser's editing, which makes a node for
   * every pasted line and lays them all out before the next paint (a 200-line chat: 605 objects, about 65 ms of layout
   * on a slow phone; decision 088). Anything but text is left to the browser.
   */
  const paste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = e.clipboardData.getData('text/plain');
    if (!pasted) return;
    e.preventDefault();
    const el = e.currentTarget;
    const inserted = pasted.replace(/\r\n?/g, '\n');
    caret.current = el.selectionStart + inserted.length;
    setText(el.value.slice(0, el.selectionStart) + inserted + el.value.slice(el.selectionEnd));
  };

  const add = () => {
    if (leaving) return;
    const r = parseChat(text);
    setError(r.ok ? '' : r.error);
    if (!r.ok) return;
    const wrong = wrongLines(text, r.entries);
    if (wrong.length === 0 && r.lines.length > 0) {
      setLeaving(true);
      afterPaint(() => {
        onLines(r.lines);
        onClose();
      });
      return;
    }
    if (r.lines.length > 0) onLines(r.lines);
    // the lines to fix stay; when nothing at all was read, the whole text stays so the player can fix it
    if (wrong.length > 0) setText(wrong.join('\n'));
    setReport({ added: r.lines.length, total: r.total, wrong });
  };

  return (
    <Modal className="dialog-modal" hidden={leaving} labelledBy={`${id}-title`} initialFocus={field} backdropCancels={false} onCancel={onClose}>
      <div className="dialog card" data-no-swipe>
        <h2 id={`${id}-title`} className="dialog-title">
          {t('bet.pasteChat')}
        </h2>
        <label htmlFor={`${id}-text`} className="muted dialog-hint">
          {t('bet.pasteHint')}
        </label>
        <textarea
          id={`${id}-text`}
          className="input chat-text"
          rows={7}
          ref={field}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPaste={paste}
        />
        {error && (
          <p className="debit" role="alert">
            {shownText(error, t)}
          </p>
        )}
        {report && (
          <div className="chat-report" role="status">
            {report.added > 0 && (
              <p className="credit">
                {t('bet.added', { n: report.added, total: formatRupees(report.total) })}
              </p>
            )}
            {report.wrong.length > 0 ? (
              <>
                <p>{t('bet.fixLines')}</p>
                <ul className="chat-wrong">
                  {report.wrong.map((line, i) => (
                    <li key={i}>
                      <code>{line}</code> <span className="debit">{t('msg.wrongInput')}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="debit">{t('bet.noneFound')}</p>
            )}
          </div>
        )}
        <div className="row gap dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('ui.close')}
          </button>
          <button type="button" className="btn" onClick={add}>
            {t('bet.add')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
