/** Dealing from a freshly shuffled deck, and the outcome shorthands the provider games share. */
import type { Rng } from '../../rng';
import { DECK_52 } from '../casino/cards';
import type { RoundOutcome } from '../types';

/** `count` cards off the top of a shuffled deck (52 cards unless given). */
export const drawCards = (rng: Rng, count: number, deck: readonly string[] = DECK_52): string[] =>
  rng.shuffle(deck).slice(0, count);

/** An outcome whose winners are the given sids (voids optional); result and win default to the first winner. */
export function outcome(
  fields: Omit<RoundOutcome, 'win' | 'result'> & Partial<Pick<RoundOutcome, 'win' | 'result'>>,
): RoundOutcome {
  const first = fields.winners[0] ?? '0';
  return { result: fields.result ?? first, win: fields.win ?? first, ...fields };
}

/** Throws unless the draw has exactly `count` entries. */
export function assertDrawLength(draw: readonly string[], count: number, gtype: string): void {
  if (draw.length !== count) throw new RangeError(`${gtype}: expected ${count} cards, got ${draw.length}`);
}
