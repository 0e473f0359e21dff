/**
 * The history's bettor: one client of the scenario, betting as a person would. It looks at
 * what the exchange shows now (PastView), and when the market, round or draw it wants is
 * open, it sends exactly the body the client would send (player.* actions), at the rate it
 * sees; otherwise it lets the moment pass, as someone who looked away would. Stakes are
 * whole multiples of its betting unit (a hundredth of its bankroll).
 */
import { AVIATOR_CASINO_TYPE, AVIATOR_EVENT_ID } from '@esk/contracts/catalog/aviator';
import type { AnyMatkaGameType, MatkaBetType } from '@esk/contracts/catalog/matka';
import { FANCY } from '@esk/contracts/catalog/sports';
import type { ScenarioActionInput } from '../actions';
import { wireRate } from '../games/casino/rates';
import type { CasinoGame, CasinoMarket } from '../games/types';
import type { Rng } from '../rng';
import type { PastView, SeenMatkaMarket, SeenSession } from './past-view';

/** A stake ladder in betting units: how much of a unit each bet of an area stakes. */
export type StakeLadder = readonly number[];

export interface PlayerDeps {
  username: string;
  /** The address the client's bet rows show. */
  ip: string;
  view: PastView;
  rng: Rng;
  now(): number;
  emit(action: ScenarioActionInput): void;
}

/** Rounds a stake to what a person types: whole tens below 1,000, whole hundreds above. */
export function roundStake(amount: number): number {
  const step = amount >= 1000 ? 100 : 10;
  return Math.max(step, Math.round(amount / step) * step);
}

export class Player {
  /** Coins a bet of size 1 stakes; 0 means the player cannot afford to bet. */
  unit = 0;

  constructor(private readonly deps: PlayerDeps) {}

  get username(): string {
    return this.deps.username;
  }

  get view(): PastView {
    return this.deps.view;
  }

  /** Sets the betting unit from what the player has to play with (a hundredth of it). */
  setBankroll(coins: number): void {
    this.unit = coins >= 1000 ? roundStake(coins / 100) : 0;
  }

  /** A stake from the ladder, within [min, max]; undefined when the player cannot bet. */
  stake(ladder: StakeLadder, min: number, max: number): number | undefined {
    if (this.unit === 0) return undefined;
    const amount = roundStake(this.deps.rng.pick(ladder) * this.unit);
    return Math.min(max, Math.max(min, amount));
  }

  /** Backs (L) or lays (K) a team on the bookmaker or toss at the rate shown now. */
  oddsBet(
    marketId: string,
    market: 'bookmaker' | 'toss',
    selectionId: string,
    type: 'L' | 'K',
    ladder: StakeLadder,
  ): boolean {
    const match = this.view.matches.get(marketId);
    const rate = this.view.rate(marketId, market, selectionId);
    const odds = type === 'L' ? rate?.lgaai : rate?.khaai;
    if (!match || !odds || !(odds > 0)) return false;
    const limits = match.limits;
    const max =
      market === 'toss' && limits.maximum_toss_coins > 0
        ? limits.maximum_toss_coins
        : limits.maximum_match_bet;
    const amount = this.stake(ladder, limits.minimum_match_bet, max);
    if (amount === undefined) return false;
    this.deps.emit({
      type: 'player.oddBet',
      username: this.username,
      body: {
        odds,
        amount,
        selectionId,
        marketId,
        eventId: match.eventId,
        run: 0,
        betFor: market === 'toss' ? 'toss' : 'odds',
        oddsType: market,
        type,
      },
    });
    return true;
  }

  /** YES or NO on an open session at its current run and odds. */
  sessionBet(marketId: string, session: SeenSession, type: 'Y' | 'N', ladder: StakeLadder): boolean {
    const match = this.view.matches.get(marketId);
    if (!match || session.declared || session.status !== 'ACTIVE') return false;
    const run = type === 'Y' ? session.runsYes : session.runsNo;
    const odds = type === 'Y' ? session.oddsYes : session.oddsNo;
    if (!(run > 0) || !(odds > 0)) return false;
    const max = Math.min(match.limits.maximum_session_bet, session.max);
    const amount = this.stake(ladder, match.limits.minimum_session_bet, max);
    if (amount === undefined) return false;
    this.deps.emit({
      type: 'player.sessionBet',
      username: this.username,
      body: {
        odds,
        amount,
        selectionId: session.sessionId,
        marketId,
        eventId: match.eventId,
        run,
        betFor: FANCY,
        oddsType: FANCY,
        type,
      },
    });
    return true;
  }

  /** A back (or lay, where the market offers one) on the table's round while it takes bets. */
  casinoBet(
    game: CasinoGame,
    market: CasinoMarket,
    isLay: boolean,
    ladder: StakeLadder,
    limits: { min: number; max: number },
  ): boolean {
    const round = this.view.openRound(game.shortName, this.deps.now());
    const decimal = isLay ? market.l1 : market.b1;
    if (!round || decimal === undefined) return false;
    const amount = this.stake(ladder, limits.min, limits.max);
    if (amount === undefined) return false;
    this.deps.emit({
      type: 'player.casinoBet',
      username: this.username,
      ip: this.deps.ip,
      body: {
        roundId: round.roundId,
        sid: market.sid,
        rate: wireRate(game.shortName, decimal),
        amount,
        casinoType: game.shortName,
        eventId: game.eventId,
        betFor: market.betFor,
        nat: market.nat,
        ...(isLay ? { isLay: true } : {}),
      },
    });
    return true;
  }

  /** A matka pick, while the market's draw takes every pick (see matkaWideOpen). */
  matkaBet(
    market: SeenMatkaMarket,
    gameType: AnyMatkaGameType,
    betType: MatkaBetType,
    betNumber: string,
    ladder: StakeLadder,
  ): boolean {
    if (!matkaWideOpen(market)) return false;
    const amount = this.stake(ladder, market.minStake, market.maxStake);
    if (amount === undefined) return false;
    this.deps.emit({
      type: 'player.matkaBet',
      username: this.username,
      ip: this.deps.ip,
      body: { matkaEventId: market.matkaEventId, gameType, betType, betNumber, amount },
    });
    return true;
  }

  /** A bet on the aviator round while it takes bets. */
  aviatorBet(ladder: StakeLadder, limits: { min: number; max: number }): string | undefined {
    const round = this.view.aviator;
    if (round?.status !== 'open' || this.deps.now() >= round.bettingEndsAt) return undefined;
    const amount = this.stake(ladder, limits.min, limits.max);
    if (amount === undefined) return undefined;
    this.deps.emit({
      type: 'player.aviatorBet',
      username: this.username,
      body: { roundId: round.roundId, amount, casinoType: AVIATOR_CASINO_TYPE, eventId: AVIATOR_EVENT_ID },
    });
    return round.roundId;
  }

  /** Cashes out of the flying round (the caller times it below the crash). */
  aviatorCashOut(roundId: string): boolean {
    const round = this.view.aviator;
    if (round?.roundId !== roundId || round.status !== 'running') return false;
    this.deps.emit({
      type: 'player.aviatorCashOut',
      username: this.username,
      body: { roundId, eventId: AVIATOR_EVENT_ID },
    });
    return true;
  }
}

/**
 * Whether every switch of the market is on and neither result of its draw is out: then any
 * pick goes through (the player bets in the morning of a draw, before the open time), so no
 * gate rule of the exchange needs repeating here.
 */
export function matkaWideOpen(market: SeenMatkaMarket): boolean {
  const { flags } = market;
  return (
    flags.betStatus &&
    flags.openBet &&
    flags.closeBet &&
    flags.jodiBet &&
    !market.openDeclared &&
    !market.closeDeclared
  );
}
