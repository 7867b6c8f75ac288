/**
 * The chat list's Join Group dialog (spec §2, §5 "Chat join: trimmed group id required"): a modal dialog
 * (src/ui/Modal.tsx: the focus goes to the field, Escape closes, the page behind is inert). Join stays disabled while
 * the trimmed id is empty and while the call runs; a failure is alerted with the server's message (spec §8, decision 055), a success toasts
 * the server's message and opens the group (decision 057).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useJoinGroupMutation } from '../../api/chat';
import { MSG, canJoinGroup } from '../../../domain/rules';
import { Modal } from '../../ui/Modal';
import { replyToast } from '../../ui/toastSlice';
import { useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';

export function JoinGroupDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [groupId, setGroupId] = useState('');
  const [join, { isLoading }] = useJoinGroupMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = groupId.trim();
    if (!canJoinGroup(trimmed) || isLoading) return;
    const r = await join({ groupId: trimmed })
      .unwrap()
      .catch(() => ({ kind: 'failure' as const, message: MSG.generic }));
    if (r.kind === 'failure') {
      window.alert(shownText(r.message || MSG.generic, t));
      return;
    }
    if (r.message) dispatch(replyToast(r));
    onClose();
    navigate(`/chat/${encodeURIComponent(trimmed)}`);
  };

  return (
    <Modal className="chat-join" labelledBy={`${id}-title`} initialFocus={field} busy={isLoading} onCancel={onClose}>
      <form className="chat-join-form" onSubmit={(e) => void submit(e)}>
        <h2 id={`${id}-title`} className="chat-join-title">
          {t('chat.joinTitle')}
        </h2>
        <label className="field">
          <span>{t('chat.groupId')}</span>
          <input
            className="input"
            name="groupId"
            inputMode="numeric"
            autoComplete="off"
            required
            value={groupId}
            onChange={(e) => setGroupId(e.target.value)}
            aria-describedby={`${id}-hint`}
            ref={field}
          />
        </label>
        <p id={`${id}-hint`} className="chat-join-hint muted">
          {t('chat.groupIdHint')}
        </p>
        <div className="chat-join-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={isLoading}>
            {t('chat.cancel')}
          </button>
          <button type="submit" className="btn" disabled={!canJoinGroup(groupId) || isLoading}>
            {isLoading ? t('chat.joining') : t('chat.join')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
