/**
 * The match page's bet slip (spec 000 §4): the shared slip reducer (lib/bet-slip) with the
 * sports rules: a 10-second countdown, an empty amount field that ignores non-numeric
 * typing, Clear empties the amount, no rate stepping; typing or a chip restarts the countdown.
 */
import { BET_SLIP_SECONDS } from '@esk/contracts/catalog/sports';
import {
  createSlipReducer,
  initialSlipState,
  type SlipAction as SlipActionOf,
  type SlipRules,
  type SlipState as SlipStateOf,
} from '@/lib/bet-slip/slip-reducer';
import { digitsOnlyStake } from '@/lib/bet-slip/stake-rules';

export type SlipMarket = 'bookmaker' | 'toss' | 'matchOdds' | 'tiedMatch' | 'fancy';
export type SlipBetType = 'L' | 'K' | 'Y' | 'N';

/** What was clicked: a side of one bookmaker/toss/match odds/tied match runner or one session. */
export interface SlipSelection {
  market: SlipMarket;
  /** team_data selectionid, an exchange runner's selectionId, or the session_id of a session. */
  selectionId: string;
  /** Team, runner or session name. */
  label: string;
  type: SlipBetType;
  /** The rate: a fraction (0.95) on bookmaker, toss and sessions; decimal odds (1.62) on exchange markets. */
  odds: number;
  /** The exchange market id of a match odds or tied match selection. */
  betfairMarketId?: string;
  /** The session's run line; 0 on odds markets. */
  run: number;
}

export const SPORTS_SLIP_RULES: SlipRules = {
  seconds: BET_SLIP_SECONDS,
  emptyAmount: '',
  sanitize: digitsOnlyStake,
  clearCloses: false,
  // Designed (WCAG 2.2.1): entering a stake restarts the 10 s, so keyboard users are not raced.
  restartOnInput: true,
};

export type SlipState = SlipStateOf<SlipSelection>;
export type SlipAction = SlipActionOf<SlipSelection>;
export type { SlipPhase } from '@/lib/bet-slip/slip-reducer';
export const initialSlip: SlipState = initialSlipState<SlipSelection>();
export const slipReducer = createSlipReducer<SlipSelection>(SPORTS_SLIP_RULES);
