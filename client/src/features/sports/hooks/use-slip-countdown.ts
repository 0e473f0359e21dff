import { useSlipCountdown as useSharedSlipCountdown } from '@/lib/bet-slip/use-slip-countdown';
import { useBetSlipStore } from '../stores/bet-slip-store';

/** The match page's slip countdown (10 s), reset when the page unmounts. */
export const useSlipCountdown = (): void => useSharedSlipCountdown(useBetSlipStore);
