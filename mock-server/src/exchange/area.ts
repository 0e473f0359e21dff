import type { ActionPrefix, ActionsOf } from '@esk/scenarios/actions';
import type { Accounts } from './accounts';
import type { ExchangeContext } from './context';
import type { Funds } from './funds';
import type { Paise } from './money';
import type { Outbox } from './outbox';

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

/** The action prefixes the exchange applies itself (accounts, notices, faults); every other one is an area's. */
export type CorePrefix = 'account' | 'domain' | 'fault';
/** The areas, named by the prefix of their actions: 'sports', 'casino', 'intCasino', 'matka', 'aviator', ... */
export type AreaPrefix = Exclude<ActionPrefix, CorePrefix>;

/** Applies the actions of one prefix (typed: an area sees only its own actions). */
export interface ActionHandler<P extends ActionPrefix> {
  apply(action: ActionsOf<P>): void;
}

/** One area of the exchange (sports, casino, matka, aviator...): it owns the actions of its prefix. */
export interface AreaModule<P extends AreaPrefix> extends ActionHandler<P> {
  /** The user's open bets in this area, for the pending-bets page. */
  pendingBets?(userId: string): PendingBet[];
  /** Stops the area's timers (room pushes); the exchange also cancels every timer it handed out. */
  dispose?(): void;
}

/** What an area uses of its exchange: the clock, seed and ids, the outbox, the accounts and the ledger. */
export interface AreaHost {
  readonly ctx: ExchangeContext;
  readonly outbox: Outbox;
  readonly accounts: Accounts;
  readonly funds: Funds;
}
