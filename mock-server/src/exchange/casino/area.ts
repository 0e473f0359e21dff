/**
 * The live casino area: the tables (tables.ts), the bet book (book.ts) and the round
 * results, driven by the scenario's casino.* actions. Every table with a round pushes its
 * live feed to its room (event named by the shortName, an object {data: {t1, t2}, result})
 * every second of scenario time and on every phase change. A declared round settles every
 * bet, joins the table's last results and the result service, and tells each bettor's
 * account sockets to refetch (fetchCasinoBetList).
 */
import { events } from '@esk/contracts';
import type { ActionsOf } from '@esk/scenarios/actions';
import type { User } from '../accounts';
import type { AreaHost, AreaModule, PendingBet } from '../area';
import { NotFound } from '../errors';
import { betLiability } from './bet-math';
import {
  type BetQuery,
  CasinoBook,
  type CasinoResultDetail,
  type PlaceCasinoBet,
  resultDetail,
} from './book';
import { type CasinoTableState, CasinoTables, tablePayload } from './tables';

/** Round results kept for the result service, per table (older rounds answer 404). */
export const RESULTS_KEPT_PER_TABLE = 5000;
export const FEED_PUSH_MS = 1000;

export class CasinoArea implements AreaModule<'casino'> {
  readonly tables = new CasinoTables();
  readonly book: CasinoBook;
  /** roundId -> table and, once declared, the result detail. */
  #rounds = new Map<string, { shortName: string; detail?: CasinoResultDetail }>();
  #roundOrder = new Map<string, string[]>();
  #timer: number;

  constructor(private readonly exchange: AreaHost) {
    this.book = new CasinoBook(exchange.ctx, exchange.funds);
    this.#timer = exchange.ctx.timers.every(FEED_PUSH_MS, () => {
      for (const table of this.tables.all()) if (table.round) this.#push(table);
    });
  }

  apply(action: ActionsOf<'casino'>): void {
    const now = this.exchange.ctx.now();
    switch (action.type) {
      case 'casino.startRound': {
        const table = this.tables.startRound(action, now, (shortName, roundId) =>
          this.book.hasOpenBets(shortName, roundId),
        );
        this.#remember(action.shortName, action.roundId);
        this.#push(table);
        return;
      }
      case 'casino.setRoundCards':
        this.#push(this.tables.setRoundCards(action.shortName, action.roundId, action.cards));
        return;
      case 'casino.closeBetting':
        this.#push(this.tables.closeBetting(action.shortName, action.roundId));
        return;
      case 'casino.revealCards':
        this.#push(this.tables.revealCards(action.shortName, action.roundId, action.shown));
        return;
      case 'casino.declare': {
        const { table, round } = this.tables.declare(action.shortName, action.roundId, now);
        if (!round.outcome) throw new Error('declare left no outcome');
        const declared = { ...round, outcome: round.outcome };
        this.#rounds.set(round.roundId, {
          shortName: table.game.shortName,
          detail: resultDetail(table, declared),
        });
        const users = this.book.settle(table, declared);
        for (const userId of users) {
          this.exchange.outbox.toUser(userId, events.account.fetchCasinoBetList, {
            fetch: true,
            eventId: table.game.eventId,
            roundId: round.roundId,
          });
        }
        this.#push(table);
        return;
      }
      case 'casino.setTableStatus':
        this.#push(this.tables.setStatus(action.shortName, action.suspended));
        return;
      case 'casino.settings':
        this.#push(this.tables.setSettings(action));
        return;
    }
  }

  /** A table by eventId or shortName, or 404. */
  table(key: string): CasinoTableState {
    const table = this.tables.find(key);
    if (!table) throw new NotFound(`No casino game ${key}`);
    return table;
  }

  /** The live round as the room pushes it. */
  feed(table: CasinoTableState) {
    return tablePayload(table, this.exchange.ctx.now());
  }

  placeBet(user: User, input: PlaceCasinoBet, ip: string) {
    return this.book.place(user, this.table(input.eventId), input, ip);
  }

  bets(userId: string, eventId: string, query: BetQuery) {
    return this.book.list(userId, this.table(eventId).game.eventId, query);
  }

  /** The result detail of a round: undefined while it is not declared; 404 when unknown. */
  result(roundId: string): CasinoResultDetail | undefined {
    const entry = this.#rounds.get(roundId);
    if (!entry) throw new NotFound(`No casino round ${roundId}`);
    return entry.detail;
  }

  pendingBets(userId: string): PendingBet[] {
    return this.book.open(userId).map((bet) => ({
      market: bet.gameName,
      marketType: 'diamondCasino',
      type: bet.isLay ? 'K' : 'L',
      amount: bet.stake,
      rate: bet.odds,
      time: bet.createdAt,
      gameName: bet.gameName,
      debitAmount: betLiability(bet),
    }));
  }

  dispose(): void {
    this.exchange.ctx.timers.cancel(this.#timer);
  }

  #push(table: CasinoTableState): void {
    if (!this.exchange.outbox.live) return;
    this.exchange.outbox.toRoom(events.casino.roundUpdate, table.game.shortName, this.feed(table));
  }

  #remember(shortName: string, roundId: string): void {
    this.#rounds.set(roundId, { shortName });
    const order = this.#roundOrder.get(shortName) ?? [];
    order.push(roundId);
    while (order.length > RESULTS_KEPT_PER_TABLE) {
      const old = order.shift();
      if (old !== undefined) this.#rounds.delete(old);
    }
    this.#roundOrder.set(shortName, order);
  }
}
