import type { ScenarioAction } from '@esk/scenarios/actions';
import type { Paise } from './money';

/** One open bet as the pending-bets page (Exposure) lists it, whatever its area. */
export interface PendingBet {
  /** Match name / game name / matka market. */
  market: string;
  /** 'bookmaker', 'toss', 'fancy', 'diamondCasino', 'matka', 'aviator'... */
  marketType: string;
  /** The bet type as the area shows it: L/K, Y/N, back/lay, OPEN/CLOSE. */
  type: string;
  amount: Paise;
  /** Odds and bookmaker: the booked rate; fancy: the run line (its odds in `odds`). */
  rate: number;
  /** Fancy: the session odds (a fraction) beside the run in `rate`. */
  odds?: number;
  time: number;
  /** Casino rows: the game name and the amount at risk. */
  gameName?: string;
  debitAmount?: Paise;
}

/** One area of the exchange (sports, casino, matka, aviator). */
export interface AreaModule {
  /** The action-type prefix this area owns, e.g. 'sports.' */
  readonly prefix: string;
  apply(action: ScenarioAction): void;
  /** The user's open bets in this area, for the pending-bets page. */
  pendingBets?(userId: string): PendingBet[];
  /** Stops the area's timers (room pushes); the exchange also cancels every timer it handed out. */
  dispose?(): void;
}
