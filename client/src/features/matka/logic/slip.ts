/**
 * The matka bet slip (spec 002 §2, §5): the shared slip reducer with the matka rules: stake
 * reset to '0', a 7-second countdown, a single leading zero stripped, Clear empties the
 * amount, no rate stepping (the rate is fixed per game).
 */
import {
  type AnyMatkaGameType,
  MATKA_SLIP_COUNTDOWN_SECONDS,
  type MatkaBetType,
} from '@esk/contracts/catalog/matka';
import type { SlipRules } from '@/lib/bet-slip/slip-reducer';
import { zeroFloorStake } from '@/lib/bet-slip/stake-rules';

export const MATKA_SLIP_RULES: SlipRules = {
  seconds: MATKA_SLIP_COUNTDOWN_SECONDS,
  emptyAmount: '0',
  sanitize: zeroFloorStake,
  clearCloses: false,
};

/** What a tap picked: the place-bet payload but the amount (spec 002 §3 "Bet slip (Matka)"). */
export interface MatkaPick {
  matkaEventId: string;
  gameType: AnyMatkaGameType;
  betType: MatkaBetType;
  betNumber: string;
}

/** The same pick (the tile shows it as selected while its slip is open). */
export const samePick = (a: MatkaPick | null, b: MatkaPick) =>
  a !== null &&
  a.matkaEventId === b.matkaEventId &&
  a.gameType === b.gameType &&
  a.betType === b.betType &&
  a.betNumber === b.betNumber;
