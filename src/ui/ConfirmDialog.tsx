/**
 * Modal confirm dialog (spec §2 Mine: 'Confirm', 'Do you want to continue?', CANCEL, YES).
 * Accessible: role="dialog" + aria-modal, labelled by its title and described by its text; focus moves into it on
 * open (to the safe choice, CANCEL), Tab stays inside, Escape or a tap on the backdrop cancels, and focus returns
 * to what had it before.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './ConfirmDialog.css';

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

export const CONFIRM_DEFAULTS = {
  title: 'Confirm',
  text: 'Do you want to continue?',
  cancelLabel: 'CANCEL',
  confirmLabel: 'YES',
} as const;

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function ConfirmDialog({
  open,
  title = CONFIRM_DEFAULTS.title,
  text = CONFIRM_DEFAULTS.text,
  cancelLabel = CONFIRM_DEFAULTS.cancelLabel,
  confirmLabel = CONFIRM_DEFAULTS.confirmLabel,
  tone = 'default',
  busy = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancelBtn = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelBtn.current?.focus();
    return () => before?.focus();
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="confirm-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && !busy) onCancel();
      }}
    >
      <div
        ref={panel}
        className="confirm-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
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
    </div>,
    document.body,
  );
}
