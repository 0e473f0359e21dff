/**
 * The live casino tables: one per game of the catalogue, keyed by shortName, each with its
 * current round (cards, betting window, cards face up, outcome once declared), its
 * suspension and its last results. The scenario's casino.* actions move a round through
 * its phases; the live feed ({data: {t1, t2}, result}) is the game module's feed() of the
 * table's view at the moment. No money here (see book.ts).
 */
import { istDay } from '@esk/contracts/dates';
import type { casinoRoundSchema } from '@esk/contracts/http/casino-schemas';
import type { ActionOf } from '@esk/scenarios/actions';
import { type CasinoTable, casinoGames, casinoRoundPayload } from '@esk/scenarios/games/casino/index';
import { TABLE_MAX, TABLE_MIN } from '@esk/scenarios/games/casino/table';
import type { Card, RoundOutcome, RoundView } from '@esk/scenarios/games/types';
import type { z } from 'zod';

/** How many results the feed's result[] carries. */
export const LAST_RESULTS = 10;

export interface CasinoRound {
  roundId: string;
  cards: Card[];
  startedAt: number;
  bettingEndsAt: number;
  /** Closed by casino.closeBetting or by the first card turning; the window's end closes it too. */
  bettingClosed: boolean;
  shown: number;
  outcome?: RoundOutcome;
  declaredAt?: number;
}

/** What the casino details carry for a table (spec 001 §3), changed by casino.settings. */
export interface CasinoTableSettings {
  oddsDifference: number;
  betStatus: boolean;
  errorMessage: string;
  fetchData: 'socket' | 'cache';
  /** Coins. */
  minStake: number;
  maxStake: number;
  videoUrlType: '1' | '2' | '3';
}

// designed: the spec names the fields, not their values; the feed's 100..10000 and the aviator's refusal text.
export const DEFAULT_TABLE_SETTINGS: Readonly<CasinoTableSettings> = {
  oddsDifference: 0,
  betStatus: true,
  errorMessage: 'Your Bet is Closed Please Connect With Upline',
  fetchData: 'socket',
  minStake: TABLE_MIN,
  maxStake: TABLE_MAX,
  videoUrlType: '1',
};

export interface CasinoTableState {
  game: CasinoTable;
  settings: CasinoTableSettings;
  suspended: boolean;
  round?: CasinoRound;
  /** Newest first, at most LAST_RESULTS; `at`: when the round was declared. */
  lastResults: { mid: string; result: string; at: number }[];
}

/**
 * The live round on the wire. The game modules type their feed rows loosely (records);
 * the casino tests parse every table's feed with the contract, which is what this claims.
 */
export type CasinoRoundPayload = z.input<typeof casinoRoundSchema>;

export class CasinoTables {
  #tables = new Map<string, CasinoTableState>();

  constructor() {
    for (const game of Object.values(casinoGames)) {
      this.#tables.set(game.shortName, {
        game,
        settings: { ...DEFAULT_TABLE_SETTINGS },
        suspended: false,
        lastResults: [],
      });
    }
  }

  /** A table by shortName or eventId. */
  find(key: string): CasinoTableState | undefined {
    return this.#tables.get(key) ?? [...this.#tables.values()].find((table) => table.game.eventId === key);
  }

  all(): CasinoTableState[] {
    return [...this.#tables.values()];
  }

  /** The table an action names; a scenario naming an unknown table is a scenario bug. */
  #table(shortName: string): CasinoTableState {
    const table = this.#tables.get(shortName);
    if (!table) throw new Error(`no casino table '${shortName}'`);
    return table;
  }

  /** The table's current round, which the action must name. */
  #round(shortName: string, roundId: string): { table: CasinoTableState; round: CasinoRound } {
    const table = this.#table(shortName);
    const round = table.round;
    if (!round || round.roundId !== roundId) {
      throw new Error(
        `round ${roundId} is not the current round of ${shortName} (${round?.roundId ?? 'none'})`,
      );
    }
    return { table, round };
  }

  /** Whether the round still has a bet that is not settled is the book's business: it passes `hasOpenBets`. */
  startRound(
    input: { shortName: string; roundId: string; cards: Card[]; bettingMs: number },
    now: number,
    hasOpenBets: (shortName: string, roundId: string) => boolean,
  ): CasinoTableState {
    const table = this.#table(input.shortName);
    const previous = table.round;
    if (previous && !previous.outcome && hasOpenBets(input.shortName, previous.roundId)) {
      throw new Error(`round ${previous.roundId} of ${input.shortName} has bets and is not declared`);
    }
    if (previous?.roundId === input.roundId) throw new Error(`round ${input.roundId} was already dealt`);
    // The cards must make a finished round under the game's rules: evaluate() throws otherwise.
    try {
      table.game.evaluate([...input.cards]);
    } catch (error) {
      throw new Error(`round ${input.roundId} of ${input.shortName}: ${(error as Error).message}`);
    }
    table.round = {
      roundId: input.roundId,
      cards: [...input.cards],
      startedAt: now,
      bettingEndsAt: now + input.bettingMs,
      bettingClosed: false,
      shown: 0,
    };
    return table;
  }

  /** designed: a demo deals the round it wants ("lucky7 a 7"); only while every card is still hidden. */
  setRoundCards(shortName: string, roundId: string, cards: readonly Card[]): CasinoTableState {
    const { table, round } = this.#round(shortName, roundId);
    if (round.outcome) throw new Error(`round ${roundId} of ${shortName} is already declared`);
    if (round.shown > 0)
      throw new Error(`round ${roundId} of ${shortName} already shows ${round.shown} cards`);
    try {
      table.game.evaluate([...cards]);
    } catch (error) {
      throw new Error(`round ${roundId} of ${shortName}: ${(error as Error).message}`);
    }
    round.cards = [...cards];
    return table;
  }

  closeBetting(shortName: string, roundId: string): CasinoTableState {
    const { table, round } = this.#round(shortName, roundId);
    round.bettingClosed = true;
    return table;
  }

  revealCards(shortName: string, roundId: string, shown: number): CasinoTableState {
    const { table, round } = this.#round(shortName, roundId);
    round.shown = Math.min(shown, round.cards.length);
    if (round.shown > 0) round.bettingClosed = true;
    return table;
  }

  /** Evaluates the round's cards; the result joins the table's last results. */
  declare(shortName: string, roundId: string, now: number): { table: CasinoTableState; round: CasinoRound } {
    const { table, round } = this.#round(shortName, roundId);
    if (round.outcome) throw new Error(`round ${roundId} of ${shortName} is already declared`);
    round.outcome = table.game.evaluate([...round.cards]);
    round.declaredAt = now;
    round.bettingClosed = true;
    round.shown = round.cards.length;
    table.lastResults = [{ mid: roundId, result: round.outcome.result, at: now }, ...table.lastResults].slice(
      0,
      LAST_RESULTS,
    );
    return { table, round };
  }

  /** Applies the fields a casino.settings action names; a min above the max is refused. */
  setSettings(action: ActionOf<'casino.settings'>): CasinoTableState {
    const { type: _type, shortName, ...change } = action;
    const table = this.#table(shortName);
    const next = { ...table.settings, ...change };
    if (next.minStake > next.maxStake) {
      throw new Error(
        `casino table '${shortName}': minStake ${next.minStake} is above maxStake ${next.maxStake}`,
      );
    }
    table.settings = next;
    return table;
  }

  setStatus(shortName: string, suspended: boolean): CasinoTableState {
    const table = this.#table(shortName);
    table.suspended = suspended;
    return table;
  }
}

/** Whether the round takes bets now: not closed, window not over, not declared. */
export function isBettingOpen(round: CasinoRound, now: number): boolean {
  return !round.bettingClosed && !round.outcome && now < round.bettingEndsAt;
}

/** What the feed shows of a table now; a table with no round yet shows an idle round ''. */
export function tableView(table: CasinoTableState, now: number): RoundView {
  const round = table.round;
  return {
    roundId: round?.roundId ?? '',
    cards: round?.cards ?? [],
    shown: round?.shown ?? 0,
    secondsLeft: round ? Math.max(0, (round.bettingEndsAt - now) / 1000) : 0,
    bettingOpen: round ? isBettingOpen(round, now) : false,
    suspended: table.suspended,
    // 'Last Result' is today's (+05:30): right after a start the strip never shows rounds of a
    // previous day (a scenario's played past, yesterday's session) as if they had just been dealt.
    lastResults: table.lastResults
      .filter((entry) => istDay(entry.at) === istDay(now))
      .map(({ mid, result }) => ({ mid, result })),
  };
}

/** The room push and the cache body (inside its extra {data}): {data: {t1, t2}, result}. */
export function tablePayload(table: CasinoTableState, now: number): CasinoRoundPayload {
  const payload = casinoRoundPayload(table.game, tableView(table, now)) as CasinoRoundPayload;
  const { minStake, maxStake } = table.settings;
  if (minStake === TABLE_MIN && maxStake === TABLE_MAX) return payload;
  // The rows' min/max follow the table's settings (the game modules write the defaults).
  const limits = <R extends { min?: unknown; max?: unknown }>(row: R): R =>
    'min' in row ? { ...row, min: minStake, max: maxStake } : row;
  return {
    ...payload,
    data: { ...payload.data, t1: payload.data.t1?.map(limits), t2: payload.data.t2?.map(limits) },
  };
}
