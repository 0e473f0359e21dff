/**
 * Toasts (top left, 1000 ms by default: spec 000 §2, §9). `notify.error(...)` works from
 * anywhere, React or not; a toast equal to one on screen restarts its timer instead of stacking.
 */
import { create } from 'zustand';
import { NOTIFICATION_MS } from '@/config/constants';

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  title: string;
  message: string;
  /** An OK button dismisses it (the matka toast, spec 002 §2) instead of the ×. */
  ok?: boolean;
}

interface NotifyOptions {
  title?: string;
  durationMs?: number;
  ok?: boolean;
}

interface NotificationsState {
  toasts: Toast[];
  push: (toast: Omit<Toast, 'id'>, durationMs?: number) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const useNotificationsStore = create<NotificationsState>()((set, get) => ({
  toasts: [],
  push: (toast, durationMs = NOTIFICATION_MS) => {
    const same = get().toasts.find((t) => t.tone === toast.tone && t.message === toast.message);
    const id = same?.id ?? nextId++;
    if (!same) set((state) => ({ toasts: [...state.toasts, { ...toast, id }].slice(-4) }));
    clearTimeout(timers.get(id));
    timers.set(
      id,
      setTimeout(() => get().dismiss(id), durationMs),
    );
    return id;
  },
  dismiss: (id) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
  },
}));

const push =
  (tone: ToastTone, defaultTitle: string) =>
  (message: string, options: NotifyOptions = {}) =>
    useNotificationsStore
      .getState()
      .push(
        { tone, title: options.title ?? defaultTitle, message, ...(options.ok ? { ok: true } : {}) },
        options.durationMs,
      );

export const notify = {
  success: push('success', 'Success'),
  error: push('error', 'Error'),
  info: push('info', 'Notice'),
};
