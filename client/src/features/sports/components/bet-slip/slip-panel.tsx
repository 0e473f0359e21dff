import type { ReactNode } from 'react';
import { SlipPanel as SharedSlipPanel } from '@/components/bet-slip/slip-panel';
import { useBetSlipStore } from '../../stores/bet-slip-store';

/** Desktop: the match page's slip in a side panel, with a hint while no rate is picked. */
export function SlipPanel({ children }: { children: ReactNode }) {
  const open = useBetSlipStore((s) => s.selection !== null);
  return <SharedSlipPanel open={open}>{children}</SharedSlipPanel>;
}
