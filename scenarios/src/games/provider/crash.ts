/**
 * Aviator by the provider (gtype crash; the lobby's 'Aviator', game 201206): the plane flies
 * until a crash point drawn with a 3% house edge: P(crash >= x) = 0.97 / x, at least 1.00.
 * Each box is an automatic cash-out at its multiplier (its rate); it wins when the plane gets
 * there. The draw is the crash point ('2.31'). Results: the crash point. desc: 'Flew away at 2.31x'.
 */
import { outcome } from './deck';
import type { ProviderMarket, ProviderRules } from './types';

export const CRASH_HOUSE_EDGE = 0.03;
export const CRASH_TARGETS = [1.5, 2, 3, 5, 10] as const;

const markets: ProviderMarket[] = CRASH_TARGETS.map((target, index) => ({
  sid: String(index + 1),
  nat: `Cash out ${target.toFixed(2)}x`,
  rate: target,
}));

/** The crash point of a uniform draw in [0, 1), floored to 0.01. */
export const crashPoint = (uniform: number): number =>
  Math.max(1, Math.floor(((1 - CRASH_HOUSE_EDGE) / (1 - uniform)) * 100) / 100);

export const crash: ProviderRules = {
  gtype: 'crash',
  markets,
  dealsCards: false,
  deal: (rng) => [crashPoint(rng.next()).toFixed(2)],
  evaluate(draw) {
    const point = Number(draw[0]);
    if (draw.length !== 1 || !Number.isFinite(point) || point < 1) {
      throw new RangeError(`crash: not a crash point: ${draw.join(',')}`);
    }
    const text = point.toFixed(2);
    return outcome({
      result: text,
      win: text,
      winners: markets.filter((market) => market.rate <= point).map((market) => market.sid),
      desc: `Flew away at ${text}x`,
    });
  },
};
