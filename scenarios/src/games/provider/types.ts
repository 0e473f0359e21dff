/**
 * The simulated casino provider's games (contracts/src/catalog/int-casino.ts lists them): pure
 * rules over the seeded Rng, one module per game type. A play is one bet on one market of an
 * instant round: the provider deals, evaluates, and pays `rate` x stake on a winning market,
 * returns the stake on a void one, keeps it otherwise (mock-server/src/exchange/int-casino).
 */
import type { Rng } from '../../rng';
import type { RoundOutcome } from '../types';

/** One bettable box of a provider game. */
export interface ProviderMarket {
  sid: string;
  nat: string;
  /** Decimal odds: what a winning stake returns, stake included. */
  rate: number;
}

export interface ProviderRules {
  /** The result gtype (the round result popup's layout key). */
  gtype: string;
  markets: readonly ProviderMarket[];
  /** One round's draw: card codes in dealing order, or the game's own tokens (wheel number, crash point, dice). */
  deal(rng: Rng): string[];
  /** What the draw means; throws on a draw the game cannot have dealt. */
  evaluate(draw: readonly string[]): RoundOutcome;
  /** Whether the draw is playing cards (the result detail's `cards`); other games tell it in `desc`. */
  dealsCards: boolean;
  /** The result detail's cards when they are not the whole draw (Andar Bahar's joker is in desc). */
  cardsOf?: (draw: readonly string[]) => string[];
}
