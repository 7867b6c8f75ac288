import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { toastShown, type ToastKind } from '../../ui/toastSlice';

/** Shows a toast (spec §8: top-right, 5 s). */
export function useToast(): (kind: ToastKind, text: string) => void {
  const dispatch = useDispatch();
  return useCallback((kind, text) => void dispatch(toastShown(kind, text)), [dispatch]);
}
