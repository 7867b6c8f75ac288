import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { toastClosed, TOAST_MS, type Toast } from './toastSlice';
import { shownText } from '../i18n/shownText';
import { useT } from '../i18n/useT';

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const t = useT();
  const { action } = toast;
  useEffect(() => {
    const t = setTimeout(() => dispatch(toastClosed(toast.id)), TOAST_MS);
    return () => clearTimeout(t);
  }, [dispatch, toast.id]);
  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'} data-kind={toast.kind}>
      <span>{shownText(toast.text, t)}</span>
      {action ? (
        <button
          type="button"
          className="toast-action"
          onClick={() => {
            dispatch(toastClosed(toast.id));
            navigate(action.to, { state: action.state });
          }}
        >
          {shownText(action.label, t)}
        </button>
      ) : null}
      <button type="button" aria-label={t('ui.close')} className="toast-close" onClick={() => dispatch(toastClosed(toast.id))}>
        ×
      </button>
    </div>
  );
}

export function Toaster() {
  const toasts = useSelector((s: { toasts: Toast[] }) => s.toasts);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}
