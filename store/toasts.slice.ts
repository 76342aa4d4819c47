import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { NOTIFICATION_DURATION_MS, TOAST_DEBOUNCE_MS, TOAST_DURATION_MS } from '../src/config/constants';

export type ToastKind = 'error' | 'info' | 'success' | 'notification';

/** A decimal value of a message, written at render time in the user's language, with `decimals` fixed if given. */
export interface ToastNumber {
  value: string;
  decimals?: number;
}

/** What to show: a catalog key (translated at render time) and/or a server text shown as sent. */
export interface ToastContent {
  kind: ToastKind;
  messageKey?: string;
  values?: Record<string, string | number>;
  /** Amounts and prices of the message: exact decimal text, formatted with the language as the text is. */
  numbers?: Record<string, ToastNumber>;
  text?: string;
}

export interface Toast extends ToastContent {
  id: string;
  at: number;
  durationMs: number;
}

export interface ToastsState {
  items: Toast[];
  /** When each distinct toast was last shown, so a burst of identical ones shows once. */
  lastShown: Record<string, number>;
}

const MAX_VISIBLE = 5;

export function toastSignature(content: ToastContent): string {
  return JSON.stringify([content.kind, content.messageKey ?? '', content.text ?? '', content.values ?? {}, content.numbers ?? {}]);
}

const toasts = createSlice({
  name: 'toasts',
  initialState: { items: [], lastShown: {} } as ToastsState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        const toast = action.payload;
        const signature = toastSignature(toast);
        const last = state.lastShown[signature];
        if (last !== undefined && toast.at - last < TOAST_DEBOUNCE_MS) return;
        for (const [key, at] of Object.entries(state.lastShown)) {
          if (toast.at - at >= TOAST_DEBOUNCE_MS) delete state.lastShown[key];
        }
        state.lastShown[signature] = toast.at;
        state.items.push(toast);
        if (state.items.length > MAX_VISIBLE) state.items.splice(0, state.items.length - MAX_VISIBLE);
      },
      prepare(content: ToastContent) {
        const durationMs = content.kind === 'notification' ? NOTIFICATION_DURATION_MS : TOAST_DURATION_MS;
        return { payload: { ...content, id: nanoid(), at: Date.now(), durationMs } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { toastShown, toastDismissed } = toasts.actions;
export const { selectToasts } = toasts.selectors;
export const toastsSlice = toasts;
