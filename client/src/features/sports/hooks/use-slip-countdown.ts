import { useEffect } from 'react';
import { useBetSlipStore } from '../stores/bet-slip-store';

/**
 * Ticks the open slip's countdown once a second, restarting with each new slip and pausing
 * while a bet is on its way; the slip is reset when the page unmounts.
 */
export function useSlipCountdown(): void {
  const running = useBetSlipStore((s) =>
    s.selection !== null && s.phase !== 'processing' ? s.submissionKey : null,
  );
  useEffect(() => {
    if (running === null) return;
    const timer = setInterval(() => useBetSlipStore.getState().dispatch({ type: 'tick' }), 1_000);
    return () => clearInterval(timer);
  }, [running]);
  useEffect(() => () => useBetSlipStore.getState().reset(), []);
}
