/**
 * The property test's own model of the sports book: the current rates and session line,
 * the bets it saw accepted, and its own money rules (brute force, not the server's code),
 * from which it predicts each refusal and recomputes every user's exposure.
 */

export const TEAMS = ['1', '2'] as const;
export const MATCH_MAX = 20000;
export const SESSION_MAX = 10000;

export type BetCommand =
  | { kind: 'odds'; user: number; sel: string; type: 'L' | 'K'; stake: number; stale: boolean }
  | { kind: 'fancy'; user: number; type: 'Y' | 'N'; stake: number; stale: boolean };

export type Command =
  | BetCommand
  | { kind: 'rates'; sel: string; lgaai: number; suspended: boolean }
  | { kind: 'line'; runsNo: number; gap: number; odds: [number, number]; status: Line['status'] }
  | { kind: 'declareSession'; run: number }
  | { kind: 'declareBookmaker'; winner: string | null; nextMatch: boolean }
  | { kind: 'parallel'; bets: BetCommand[]; dup: boolean }
  | { kind: 'retry'; pick: number };

export interface Rate {
  lgaai: number;
  khaai: number;
  suspended: boolean;
}
export interface Line {
  id: string;
  runsNo: number;
  runsYes: number;
  oddsNo: number;
  oddsYes: number;
  status: 'ACTIVE' | 'SUSPENDED' | 'BALL RUNNING';
}
export interface OddsBet {
  user: number;
  marketId: string;
  sel: string;
  type: 'L' | 'K';
  rate: number;
  stake: number;
  open: boolean;
}
export interface FancyBet {
  user: number;
  key: string;
  type: 'Y' | 'N';
  run: number;
  odds: number;
  stake: number;
  open: boolean;
}

// ---------------------------------------------------------------- the model's own money rules (paise)

export function oddsPnl(bet: OddsBet, winner: string): number {
  const win = bet.sel === winner;
  if (bet.type === 'L') return win ? Math.round(bet.stake * bet.rate) : -bet.stake;
  return win ? -Math.round(bet.stake * bet.rate) : bet.stake;
}
export function fancyPnl(bet: FancyBet, run: number): number {
  const yesWins = run >= bet.run;
  if (bet.type === 'Y') return yesWins ? Math.round(bet.stake * bet.odds) : -bet.stake;
  return yesWins ? -Math.round(bet.stake * bet.odds) : bet.stake;
}
export const oddsWorst = (bets: OddsBet[]) =>
  bets.length ? Math.min(...TEAMS.map((t) => bets.reduce((sum, b) => sum + oddsPnl(b, t), 0))) : 0;
export function fancyWorst(bets: FancyBet[]): number {
  if (!bets.length) return 0;
  let worst = Number.POSITIVE_INFINITY;
  for (let run = 0; run <= 120; run++)
    worst = Math.min(
      worst,
      bets.reduce((sum, b) => sum + fancyPnl(b, run), 0),
    );
  return worst;
}

// ---------------------------------------------------------------- the book

export interface Prepared {
  body: Record<string, unknown>;
  book?: OddsBet | FancyBet;
  refuse?: string;
}

export class BetBook {
  marketId = '';
  eventId = '';
  rates = new Map<string, Rate>();
  bookmakerOpen = true;
  line!: Line;
  odds: OddsBet[] = [];
  fancy: FancyBet[] = [];

  sessionKey = () => `${this.marketId}:${this.line.id}`;

  exposure(user: number): number {
    let total = 0;
    const oddsMarkets = new Set(this.odds.filter((b) => b.open && b.user === user).map((b) => b.marketId));
    for (const m of oddsMarkets)
      total += Math.min(0, oddsWorst(this.odds.filter((b) => b.open && b.user === user && b.marketId === m)));
    const sessions = new Set(this.fancy.filter((b) => b.open && b.user === user).map((b) => b.key));
    for (const k of sessions)
      total += Math.min(0, fancyWorst(this.fancy.filter((b) => b.open && b.user === user && b.key === k)));
    return total;
  }

  /** The bet's wire body and what the model would book, or the reason it must be refused. */
  prepare(cmd: BetCommand): Prepared {
    const amount = cmd.stake;
    if (cmd.kind === 'odds') {
      const rate = this.rates.get(cmd.sel) as Rate;
      const current = cmd.type === 'L' ? rate.lgaai : rate.khaai;
      const odds = cmd.stale ? Math.round((current + 0.05) * 100) / 100 : current;
      const body = {
        odds: String(odds || 0.95),
        amount,
        selectionId: cmd.sel,
        marketId: this.marketId,
        eventId: this.eventId,
        betFor: 'odds',
        run: '0',
        oddsType: 'bookmaker',
        type: cmd.type,
      };
      const book: OddsBet = {
        user: cmd.user,
        marketId: this.marketId,
        sel: cmd.sel,
        type: cmd.type,
        rate: current,
        stake: amount * 100,
        open: true,
      };
      if (!this.bookmakerOpen) return { body, refuse: 'closed' };
      if (rate.suspended) return { body, refuse: 'suspended' };
      if (!(current > 0)) return { body, refuse: 'no rate' };
      if (cmd.stale && cmd.type === 'L') return { body, refuse: 'stale' };
      if (cmd.stale && cmd.type === 'K' && odds - current > 0.0001) return { body, refuse: 'stale' };
      if (amount < 100 || amount > MATCH_MAX) return { body, refuse: 'limits' };
      return { body, book };
    }
    const line = this.line;
    const run = cmd.type === 'Y' ? line.runsYes : line.runsNo;
    const odds = cmd.type === 'Y' ? line.oddsYes : line.oddsNo;
    const body = {
      odds: String(odds),
      amount,
      selectionId: line.id,
      marketId: this.marketId,
      eventId: this.eventId,
      betFor: 'fancy',
      run: String(cmd.stale ? run + 1 : run),
      oddsType: 'fancy',
      type: cmd.type,
    };
    const book: FancyBet = {
      user: cmd.user,
      key: this.sessionKey(),
      type: cmd.type,
      run,
      odds,
      stake: amount * 100,
      open: true,
    };
    if (line.status !== 'ACTIVE') return { body, refuse: 'locked' };
    if (cmd.stale) return { body, refuse: 'stale' };
    if (amount < 100 || amount > SESSION_MAX) return { body, refuse: 'limits' };
    return { body, book };
  }

  record(book: OddsBet | FancyBet) {
    if ('sel' in book) this.odds.push(book);
    else this.fancy.push(book);
  }
}
