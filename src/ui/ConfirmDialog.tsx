/**
 * Modal confirm dialog (spec §2 Mine: 'Confirm', 'Do you want to continue?', CANCEL, YES), on the platform's modal
 * <dialog> (src/ui/Modal.tsx): labelled by its title and described by its text; the focus goes to the safe choice,
 * CANCEL, and stays inside; Escape or a tap on the backdrop cancels; the focus returns to what had it before.
 */
import { useId, useRef, type ReactNode } from 'react';
import { Modal } from './Modal';
import './ConfirmDialog.css';
import type { MessageId } from '../i18n/runtime';
import { useT } from '../i18n/useT';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  text?: ReactNode;
  cancelLabel?: string;
  confirmLabel?: string;
  /** confirm button look: 'danger' (red) for logout-like actions */
  tone?: 'default' | 'danger';
  /** disables both buttons (the confirm action is running) */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The spec's confirm dialog texts (§2): Confirm, Do you want to continue?, CANCEL, YES — in the player's language. */
export const CONFIRM_DEFAULTS = {
  title: 'ui.confirm.title',
  text: 'ui.confirm.text',
  cancelLabel: 'ui.confirm.cancel',
  confirmLabel: 'ui.confirm.yes',
} as const satisfies Record<string, MessageId>;

export function ConfirmDialog({
  open,
  title,
  text,
  cancelLabel,
  confirmLabel,
  tone = 'default',
  busy = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const id = useId();
  const cancelBtn = useRef<HTMLButtonElement>(null);
  const t = useT();
  if (!open) return null;
  title ??= t(CONFIRM_DEFAULTS.title);
  text ??= t(CONFIRM_DEFAULTS.text);
  cancelLabel ??= t(CONFIRM_DEFAULTS.cancelLabel);
  confirmLabel ??= t(CONFIRM_DEFAULTS.confirmLabel);
  return (
    <Modal className="confirm-modal" labelledBy={`${id}-title`} describedBy={`${id}-text`} initialFocus={cancelBtn} busy={busy} onCancel={onCancel}>
      <div className="confirm-panel">
        <h2 id={`${id}-title`} className="confirm-title">
          {title}
        </h2>
        <div id={`${id}-text`} className="confirm-text">
          {text}
        </div>
        <div className="confirm-actions">
          <button ref={cancelBtn} type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className={`btn${tone === 'danger' ? ' btn-bad' : ''}`} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
