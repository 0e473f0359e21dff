/**
 * What the history's player sees of the exchange while the past plays: a small read model
 * built from the actions the engine applies (the same stream the exchange applies), so at
 * any moment it holds what the client's screens would show: a match's rates and open
 * sessions, a table's round and whether it still takes bets, a matka market's switches, the
 * aviator round. The player only bets on what it sees open, at the rate it sees, so the
 * exchange takes every bet.
 */
import type { ActionOf, ScenarioAction } from '../actions';

export interface SeenRate {
  lgaai: number;
  khaai: number;
  suspended: boolean;
}

/** A session as its opening announced it, with its status and whether it is declared. */
export type SeenSession = Pick<
  ActionOf<'sports.openSession'>,
  'sessionId' | 'name' | 'runsNo' | 'runsYes' | 'oddsNo' | 'oddsYes' | 'max'
> & {
  status: NonNullable<ActionOf<'sports.updateSession'>['status']>;
  declared: boolean;
};

export interface SeenMatch {
  marketId: string;
  eventId: string;
  startAt: number;
  status: 'UPCOMING' | 'INPLAY' | 'COMPLETED';
  isToss: boolean;
  teams: { selectionId: string; name: string }[];
  limits: ActionOf<'sports.addMatch'>['limits'];
  rates: Record<'bookmaker' | 'toss', Map<string, SeenRate>>;
  declared: Set<ActionOf<'sports.declareMarket'>['market']>;
  sessions: Map<string, SeenSession>;
}

export interface SeenRound {
  roundId: string;
  bettingEndsAt: number;
  closed: boolean;
}

export interface SeenMatkaMarket {
  matkaEventId: string;
  name: string;
  openTime: string;
  closeTime: string;
  minStake: number;
  maxStake: number;
  isHaroopAndarBahar: boolean;
  flags: { betStatus: boolean; openBet: boolean; closeBet: boolean; jodiBet: boolean };
  /** Results of the draw bets go to now (cleared when the day's switches reset). */
  openDeclared: boolean;
  closeDeclared: boolean;
}

export interface SeenAviatorRound {
  roundId: string;
  status: 'open' | 'running' | 'crashed' | 'closed';
  bettingEndsAt: number;
  takeOffAt?: number;
  crashPoint?: number;
  /** How many bets the player has placed in it. */
  mine: number;
}

export class PastView {
  readonly matches = new Map<string, SeenMatch>();
  readonly tables = new Map<string, SeenRound>();
  readonly matka = new Map<string, SeenMatkaMarket>();
  aviator: SeenAviatorRound | undefined;

  /** Folds one applied action in; `now` is when it was applied. */
  observe(action: ScenarioAction, now: number): void {
    if (action.type.startsWith('sports.')) this.#sports(action);
    else if (action.type.startsWith('casino.')) this.#casino(action, now);
    else if (action.type.startsWith('matka.')) this.#matka(action);
    else if (action.type.startsWith('aviator.')) this.#aviator(action, now);
    else if (action.type === 'player.aviatorBet' && this.aviator?.roundId === action.body.roundId) {
      this.aviator.mine++;
    }
  }

  /** How many bets the player has in the aviator round. */
  aviatorBets(roundId: string): number {
    return this.aviator?.roundId === roundId ? this.aviator.mine : 0;
  }

  /** The rate a bettor can take now on a selection, or undefined when none is offered. */
  rate(marketId: string, market: 'bookmaker' | 'toss', selectionId: string): SeenRate | undefined {
    const match = this.matches.get(marketId);
    if (!match || match.status === 'COMPLETED' || match.declared.has(market)) return undefined;
    const rate = match.rates[market].get(selectionId);
    return rate && !rate.suspended ? rate : undefined;
  }

  /** Sessions of a match open for bets now (ACTIVE, not declared). */
  openSessions(marketId: string): SeenSession[] {
    const match = this.matches.get(marketId);
    if (!match || match.status === 'COMPLETED') return [];
    return [...match.sessions.values()].filter((s) => !s.declared && s.status === 'ACTIVE');
  }

  /** The table's round while it takes bets. */
  openRound(shortName: string, now: number): SeenRound | undefined {
    const round = this.tables.get(shortName);
    return round && !round.closed && now < round.bettingEndsAt ? round : undefined;
  }

  #sports(action: ScenarioAction): void {
    if (action.type === 'sports.addMatch') {
      this.matches.set(action.marketId, {
        marketId: action.marketId,
        eventId: action.eventId,
        startAt: action.startAt,
        status: action.status,
        isToss: action.isToss,
        teams: action.teams,
        limits: action.limits,
        rates: { bookmaker: new Map(), toss: new Map() },
        declared: new Set(),
        sessions: new Map(),
      });
      return;
    }
    const match = 'marketId' in action ? this.matches.get(action.marketId) : undefined;
    if (!match) return;
    switch (action.type) {
      case 'sports.setStatus':
        match.status = action.status;
        return;
      case 'sports.setRates':
        for (const rate of action.rates) match.rates[action.market].set(rate.selectionId, { ...rate });
        return;
      case 'sports.declareMarket':
        match.declared.add(action.market);
        return;
      case 'sports.openSession': {
        const { type: _type, marketId: _market, remark: _remark, comPerm: _comPerm, ...session } = action;
        match.sessions.set(action.sessionId, { ...session, status: 'ACTIVE', declared: false });
        return;
      }
      case 'sports.updateSession': {
        const session = match.sessions.get(action.sessionId);
        if (!session) return;
        const { type: _type, marketId: _market, sessionId: _session, remark: _remark, ...fields } = action;
        for (const [key, value] of Object.entries(fields)) {
          if (value !== undefined) Object.assign(session, { [key]: value });
        }
        return;
      }
      case 'sports.declareSession':
      case 'sports.voidSession': {
        const session = match.sessions.get(action.sessionId);
        if (session) session.declared = true;
        return;
      }
      case 'sports.abandonMatch':
        match.status = 'COMPLETED';
        return;
      default:
    }
  }

  #casino(action: ScenarioAction, now: number): void {
    switch (action.type) {
      case 'casino.startRound':
        this.tables.set(action.shortName, {
          roundId: action.roundId,
          bettingEndsAt: now + action.bettingMs,
          closed: false,
        });
        return;
      case 'casino.closeBetting':
      case 'casino.revealCards':
      case 'casino.declare': {
        const round = this.tables.get(action.shortName);
        if (round?.roundId === action.roundId) round.closed = true;
        return;
      }
      default:
    }
  }

  #matka(action: ScenarioAction): void {
    if (action.type === 'matka.addMarket') {
      const known = this.matka.get(action.matkaEventId);
      this.matka.set(action.matkaEventId, {
        matkaEventId: action.matkaEventId,
        name: action.name,
        openTime: action.openTime,
        closeTime: action.closeTime,
        minStake: action.minStake,
        maxStake: action.maxStake,
        isHaroopAndarBahar: action.isHaroopAndarBahar,
        flags: {
          betStatus: action.betStatus,
          openBet: action.openBet,
          closeBet: action.closeBet,
          jodiBet: action.jodiBet,
        },
        openDeclared: known?.openDeclared ?? false,
        closeDeclared: known?.closeDeclared ?? false,
      });
      return;
    }
    const market = 'matkaEventId' in action ? this.matka.get(action.matkaEventId) : undefined;
    if (!market) return;
    if (action.type === 'matka.setFlags') {
      const { type: _type, matkaEventId: _id, ...flags } = action;
      for (const [key, value] of Object.entries(flags)) {
        if (value !== undefined) Object.assign(market.flags, { [key]: value });
      }
      // The day's reset (every switch on): a new draw takes the bets.
      if (action.betStatus && action.openBet && action.closeBet && action.jodiBet) {
        market.openDeclared = false;
        market.closeDeclared = false;
      }
    } else if (action.type === 'matka.declare') {
      if (action.side === 'OPEN') market.openDeclared = true;
      else market.closeDeclared = true;
    }
  }

  #aviator(action: ScenarioAction, now: number): void {
    switch (action.type) {
      case 'aviator.openRound':
        this.aviator = {
          roundId: action.roundId,
          status: 'open',
          bettingEndsAt: now + action.bettingMs,
          mine: 0,
        };
        return;
      case 'aviator.takeOff':
        if (this.aviator?.roundId !== action.roundId) return;
        this.aviator.status = 'running';
        this.aviator.takeOffAt = now;
        this.aviator.crashPoint = action.crashPoint;
        return;
      case 'aviator.crash':
        if (this.aviator?.roundId === action.roundId) this.aviator.status = 'crashed';
        return;
      case 'aviator.closeRound':
        if (this.aviator?.roundId === action.roundId) this.aviator.status = 'closed';
        return;
      default:
    }
  }
}
