/**
 * The casino slip (001 §4, §5): the shared slip reducer with 7 seconds, stake '0' on open,
 * Clear closing it and the rate steppable by 0.01; and the casinoBetPlace body a selection
 * makes: rate as a string, amount as a number, nat and isLay always (001 §7 "in some games").
 */
import { BET_SLIP_COUNTDOWN_SECONDS, RATE_STEP, toWireRate } from '@esk/contracts/catalog/casino';
import type { casinoBetPlace } from '@esk/contracts/http/casino';
import type { z } from 'zod';
import type { SlipRules } from '@/lib/bet-slip/slip-reducer';
import { zeroFloorStake } from '@/lib/bet-slip/stake-rules';
import type { MarketCell, MarketSide } from './board-model';

export const CASINO_SLIP_RULES: SlipRules = {
  seconds: BET_SLIP_COUNTDOWN_SECONDS,
  emptyAmount: '0',
  sanitize: zeroFloorStake,
  clearCloses: true,
  rateStep: RATE_STEP,
};

/** What a click on a rate puts in the slip (the rate itself lives in the slip store). */
export interface CasinoSelection {
  /** The round shown when the rate was clicked (t1[0].mid). */
  roundId: string;
  sid: string;
  nat: string;
  label: string;
  betFor: string;
  side: MarketSide;
}

export const selectionOf = (cell: MarketCell, roundId: string): CasinoSelection => ({
  roundId,
  sid: cell.sid,
  nat: cell.nat,
  label: cell.label,
  betFor: cell.betFor,
  side: cell.side,
});

export type CasinoBetBody = z.input<typeof casinoBetPlace.request>;

/** The casinoBetPlace body of a selection at a (stepped) rate and amount on a table. */
export function casinoBetBody(
  selection: CasinoSelection,
  rate: number,
  amount: number,
  table: { shortName: string; eventId: string },
): CasinoBetBody {
  return {
    roundId: selection.roundId,
    sid: selection.sid,
    rate: toWireRate(rate),
    amount,
    casinoType: table.shortName,
    eventId: table.eventId,
    betFor: selection.betFor,
    nat: selection.nat,
    isLay: selection.side === 'lay',
  };
}
