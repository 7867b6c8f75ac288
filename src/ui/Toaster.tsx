import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { toastClosed, TOAST_MS, type Toast } from './toastSlice';

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { action } = toast;
  useEffect(() => {
    const t = setTimeout(() => dispatch(toastClosed(toast.id)), TOAST_MS);
    return () => clearTimeout(t);
  }, [dispatch, toast.id]);
  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'} data-kind={toast.kind}>
      <span>{toast.text}</span>
      {action ? (
        <button
          type="button"
          className="toast-action"
          onClick={() => {
            dispatch(toastClosed(toast.id));
            navigate(action.to, { state: action.state });
          }}
        >
          {action.label}
        </button>
      ) : null}
      <button type="button" aria-label="Close" className="toast-close" onClick={() => dispatch(toastClosed(toast.id))}>
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
