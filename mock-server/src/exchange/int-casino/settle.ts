/**
 * What one provider play moves, in paise: the stake debited, then a win credited (stake x
 * rate) or a void rolled back (the stake). Pure: the area posts each as a statement row.
 */
import type { RoundOutcome } from '@esk/scenarios/games/types';
import { type Paise, roundPaise } from '../money';

export type PlayOutcome = 'won' | 'lost' | 'void';

export interface PlaySettlement {
  outcome: PlayOutcome;
  debit: Paise;
  credit: Paise;
  rollback: Paise;
}

export function settlePlay(
  stake: Paise,
  rate: number,
  sid: string,
  round: Pick<RoundOutcome, 'winners' | 'voids'>,
): PlaySettlement {
  if (round.winners.includes(sid)) {
    return { outcome: 'won', debit: stake, credit: roundPaise(stake * rate), rollback: 0 };
  }
  if (round.voids?.includes(sid)) return { outcome: 'void', debit: stake, credit: 0, rollback: stake };
  return { outcome: 'lost', debit: stake, credit: 0, rollback: 0 };
}

/** The play's profit/loss as the International report shows it: credit - debit + rollback. */
export const playProfit = (settlement: PlaySettlement): Paise =>
  settlement.credit - settlement.debit + settlement.rollback;
