/**
 * The service worker's state as the page sees it: whether a new version waits for the reader
 * (the update prompt shows) and how to take it. Set by register-service-worker.ts.
 */
import { create } from 'zustand';

interface PwaState {
  /** A new version is installed and waits (or another tab already took it: a reload finishes it). */
  updateReady: boolean;
  /** Takes the update: the new worker takes over, then the page reloads. */
  applyUpdate: () => Promise<void>;
  /** The reader chose Later: the prompt hides until the next start. */
  dismissed: boolean;
  dismiss: () => void;
}

export const usePwaStore = create<PwaState>()((set) => ({
  updateReady: false,
  applyUpdate: async () => undefined,
  dismissed: false,
  dismiss: () => set({ dismissed: true }),
}));
