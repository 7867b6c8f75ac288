/** Toasts (spec §8): top-right, 5 s, error / success / warning for status 0 / 1 / 2. */
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'error' | 'success' | 'warning';

/** A button in the toast that opens a route (e.g. 'View receipt' → /receipt with the receipt in the state). */
export interface ToastAction {
  label: string;
  to: string;
  /** plain data for the route's navigation state */
  state?: unknown;
}

export interface Toast {
  id: string;
  kind: ToastKind;
  text: string;
  action?: ToastAction;
}

export const TOAST_MS = 5000;

export const toastSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.push(action.payload);
        if (state.length > 4) state.shift();
      },
      prepare(kind: ToastKind, text: string, action?: ToastAction) {
        return { payload: action ? { id: nanoid(), kind, text, action } : { id: nanoid(), kind, text } };
      },
    },
    toastClosed(state, action: PayloadAction<string>) {
      return state.filter((t) => t.id !== action.payload);
    },
    toastsCleared() {
      return [];
    },
  },
});

export const { toastShown, toastClosed, toastsCleared } = toastSlice.actions;

/** The toast colour of a normalized reply: ok → success, warning → warning, failure → error. */
export const TOAST_FOR_REPLY = { ok: 'success', warning: 'warning', failure: 'error' } as const satisfies Record<string, ToastKind>;

/** A toast for a normalized reply (its own message unless `text` is given). */
export function replyToast(r: { kind: keyof typeof TOAST_FOR_REPLY; message: string }, text = r.message, action?: ToastAction) {
  return toastShown(TOAST_FOR_REPLY[r.kind], text, action);
}
