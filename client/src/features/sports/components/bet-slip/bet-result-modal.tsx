import { ResultAlert } from '@/components/bet-slip/result-alert';
import { useBetSlipStore } from '../../stores/bet-slip-store';

/** The placement result: the server's message (or the spec's fallback); OK clears it. */
export function BetResultModal() {
  const phase = useBetSlipStore((s) => s.phase);
  const message = useBetSlipStore((s) => s.message);
  const dispatch = useBetSlipStore((s) => s.dispatch);
  return (
    <ResultAlert phase={phase} message={message} onAcknowledge={() => dispatch({ type: 'acknowledge' })} />
  );
}
