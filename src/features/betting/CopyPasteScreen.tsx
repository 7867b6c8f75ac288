import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { cleanDigits, copyPasteAddBet } from '../../../domain/rules';
import { BetEntryForm } from './BetEntryForm';
import { BetLayout, type GameRef } from './BetLayout';
import { PlayBar, StuckNotice } from './PlayBar';
import { LinesTotal, LineTable, useLineBets } from './useLineBets';
import { useT } from '../../i18n/useT';

/**
 * The chat import (its dialog and the WhatsApp-export reader, ~6 KB gzip) is a chunk of its own, fetched while the
 * player looks at the board: the Copy Paste route stays within its 40 KB budget and the dialog is there by the tap.
 */
const loadChatImport = () => import('./ChatImportDialog');
const ChatImportDialog = lazy(() => loadChatImport().then((m) => ({ default: m.ChatImportDialog })));

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-8.66 15l-1.3 4.74a.5.5 0 0 0 .62.61l4.83-1.27A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.18-1.15l-.3-.18-3 .79.8-2.93-.2-.31A8.2 8.2 0 1 1 12 20.2Zm4.5-6.14c-.25-.12-1.46-.72-1.69-.8-.22-.08-.39-.12-.55.13-.16.24-.63.8-.78.96-.14.17-.29.19-.53.06a6.7 6.7 0 0 1-3.32-2.9c-.25-.43.25-.4.71-1.33.08-.16.04-.3-.02-.43l-.75-1.8c-.2-.47-.4-.4-.55-.41h-.47a.9.9 0 0 0-.65.3 2.74 2.74 0 0 0-.86 2.04 4.76 4.76 0 0 0 1 2.53 10.9 10.9 0 0 0 4.17 3.69c1.55.67 2.16.73 2.94.61.47-.07 1.46-.6 1.66-1.18.2-.58.2-1.07.15-1.18-.07-.1-.23-.17-.47-.29Z"
      />
    </svg>
  );
}

function CopyPasteBoard({ gameId, gameName }: GameRef) {
  const [palti, setPalti] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  useEffect(() => void loadChatImport().catch(() => undefined), []);
  const t = useT();
  const { store, form, add, submission, play } = useLineBets({ tab: 'copypaste', gameId, gameName });
  const closeChat = useCallback(() => setChatOpen(false), []);
  const onAdd = (digits: string, amount: string) => add(copyPasteAddBet(digits, amount, palti));

  return (
    <>
      <BetEntryForm
        ref={form}
        digitsInput={cleanDigits}
        onAdd={onAdd}
        disabled={submission.busy}
        digitsAction={
          <button type="button" className="chat-import-btn" aria-label={t('bet.pasteChat')} onClick={() => setChatOpen(true)}>
            <ChatIcon />
          </button>
        }
        options={
          <label className="palti">
            <input type="checkbox" checked={palti} onChange={(e) => setPalti(e.target.checked)} />
            <span>{t('bet.withPalti')}</span>
          </label>
        }
      />
      <LineTable store={store} disabled={submission.busy} />
      <PlayBar total={<LinesTotal store={store} />} label={submission.label} busy={submission.busy} onPlay={play} notice={submission.stuck ? <StuckNotice /> : undefined} />
      {chatOpen && (
        <Suspense fallback={null}>
          <ChatImportDialog onLines={store.add} onClose={closeChat} />
        </Suspense>
      )}
    </>
  );
}

/** /copypaste/:id — digit pairs at one amount, With Palti, and bets imported from pasted chat text (spec §2, §5). */
export default function CopyPasteScreen() {
  return <BetLayout tab="copypaste">{(game) => <CopyPasteBoard {...game} />}</BetLayout>;
}
