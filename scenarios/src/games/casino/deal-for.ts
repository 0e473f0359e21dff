/**
 * Scripted results for scenarios and tests: deal rounds from the seeded Rng until one
 * has the wanted outcome. Still fair dealing (the first matching shuffle is kept), so the
 * cards always agree with the result.
 */
import type { Rng } from '../../rng';
import type { Card, CasinoGame, RoundOutcome } from '../types';

export const DEAL_FOR_MAX_TRIES = 20_000;

/** Deals until `accept(outcome, cards)` holds; throws after `maxTries` deals. */
export function dealWhere(
  game: CasinoGame,
  rng: Rng,
  accept: (outcome: RoundOutcome, cards: Card[]) => boolean,
  maxTries = DEAL_FOR_MAX_TRIES,
): Card[] {
  for (let attempt = 0; attempt < maxTries; attempt++) {
    const cards = game.deal(rng);
    if (accept(game.evaluate(cards), cards)) return cards;
  }
  throw new Error(`${game.shortName}: no wanted round in ${maxTries} deals`);
}

/** Deals a round whose result code is `wanted` (e.g. lucky7 '0', teen9 '21'). */
export function dealFor(game: CasinoGame, rng: Rng, wanted: string, maxTries = DEAL_FOR_MAX_TRIES): Card[] {
  return dealWhere(game, rng, (outcome) => outcome.result === wanted, maxTries);
}

/** Deals a round in which the market `sid` wins (e.g. teen9 '15', a Tiger trio). */
export function dealForWinner(
  game: CasinoGame,
  rng: Rng,
  sid: string,
  maxTries = DEAL_FOR_MAX_TRIES,
): Card[] {
  return dealWhere(game, rng, (outcome) => outcome.winners.includes(sid), maxTries);
}
