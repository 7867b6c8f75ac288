/**
 * A modal dialog on the platform's <dialog> opened with showModal(): the page behind is inert (no Tab, no tap, hidden
 * from assistive technology), the dialog sits in the top layer over everything, and Escape cancels. Shown while
 * mounted; `onCancel` runs on Escape and on a tap on the backdrop (unless `backdropCancels` is false), never while
 * `busy`. The focus goes to `initialFocus`
 * (else the platform's choice: the first control) and comes back to where it was when the dialog goes.
 *
 * The dialog box itself has no padding: its content fills it, so a press on the dialog element is a press on the
 * backdrop. A browser without showModal shows it open, not modal.
 */
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import './Modal.css';

export interface ModalProps {
  /** the dialog's own class (its size): the look of the content is the content's */
  className?: string;
  labelledBy: string;
  describedBy?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Escape and the backdrop do nothing (an action is running) */
  busy?: boolean;
  /** false: a tap on the backdrop does not cancel (the dialog holds what the player typed); Escape still does */
  backdropCancels?: boolean;
  /** not shown (nor its backdrop) while still open: a dialog on its way out, closed by unmounting it a frame later */
  hidden?: boolean;
  onCancel: () => void;
  children: ReactNode;
}

export function Modal({ className, labelledBy, describedBy, initialFocus, busy = false, backdropCancels = true, hidden = false, onCancel, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // a layout effect: its cleanup runs before React takes the dialog out of the page, so close() hands the focus back
  useLayoutEffect(() => {
    const d = ref.current;
    if (!d) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    initialFocus?.current?.focus();
    return () => {
      if (d.open && typeof d.close === 'function') d.close();
      if (before?.isConnected && document.activeElement !== before) before.focus();
    };
  }, [initialFocus]);
  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      hidden={hidden}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && backdropCancels && !busy) onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
