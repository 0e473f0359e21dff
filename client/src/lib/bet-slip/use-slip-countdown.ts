import { useEffect } from 'react';
import type { SlipStore } from './create-slip-store';

/**
 * Ticks the open slip's countdown once a second, restarting with each new slip and pausing
 * while a bet is on its way; the slip is reset when the page unmounts.
 */
export function useSlipCountdown<S>(store: SlipStore<S>): void {
  const running = store((s) => (s.selection !== null && s.phase !== 'processing' ? s.submissionKey : null));
  useEffect(() => {
    if (running === null) return;
    const timer = setInterval(() => store.getState().dispatch({ type: 'tick' }), 1_000);
    return () => clearInterval(timer);
  }, [running, store]);
  useEffect(() => () => store.getState().reset(), [store]);
}
