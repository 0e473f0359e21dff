/**
 * A live casino table's round loop: casino.startRound with every card of the round (dealt
 * by the game's rules from the seed, or re-dealt until it gives a scripted result),
 * casino.closeBetting when the window ends, casino.revealCards one card at a time,
 * casino.declare; then the next round. Suspensions lock the table and hold new rounds.
 */
import { formatIst } from '@esk/contracts/dates';
import type { CasinoTableSpec, ScriptedRound } from '../format/casino';
import { dealFor } from '../games/casino/index';
import type { Card, CasinoGame } from '../games/types';
import type { Rng } from '../rng';
import type { GeneratorContext } from './context';

/** How many deals a scripted result may take before the script is called impossible. */
export const MAX_REDEALS = 5000;
const DECLARE_AFTER_MS = 1500;
const ROUND_TAIL_MS = 3500;

/** Cards for a round: as scripted, dealt until the game's evaluation gives the scripted result, or dealt. */
export function dealRound(game: CasinoGame, wanted: ScriptedRound | undefined, rng: Rng): Card[] {
  if (wanted !== undefined && typeof wanted === 'object' && 'cards' in wanted) return wanted.cards;
  const code = wanted === undefined ? undefined : typeof wanted === 'string' ? wanted : wanted.result;
  if (code === undefined) return game.deal(rng);
  try {
    return dealFor(game, rng, code, MAX_REDEALS);
  } catch {
    throw new Error(
      `casino table '${game.shortName}': no deal gave result '${code}' in ${MAX_REDEALS} tries`,
    );
  }
}

/** A feed-style round id: the table's event id and the start time at +05:30 ('3032' + 'yyMMddHHmmss'). */
export function casinoRoundId(eventId: string, at: number): string {
  return `${eventId}${formatIst(at, 'YYMMDDHHmmss')}`;
}

export function startCasinoTable(ctx: GeneratorContext, spec: CasinoTableSpec): void {
  const game = ctx.game(spec.game);
  const eventId = game.eventId;
  const rng = ctx.rng.fork(`casino:${spec.game}`);
  const defaultRound = spec.betting + game.maxCards * spec.revealEvery + DECLARE_AFTER_MS + ROUND_TAIL_MS;
  const roundMs = spec.round ?? defaultRound;
  const revealBudget = roundMs - spec.betting - DECLARE_AFTER_MS - 1000;
  if (revealBudget < game.maxCards * 100) {
    throw new Error(
      `casino table '${spec.game}': round ${roundMs}ms is too short for ${spec.betting}ms of betting and ${game.maxCards} cards`,
    );
  }
  const revealEvery = Math.min(spec.revealEvery, Math.floor(revealBudget / game.maxCards));

  for (const { at, ...change } of spec.settings) {
    ctx.at(ctx.startAt + at, () => ctx.emit({ type: 'casino.settings', shortName: spec.game, ...change }));
  }

  const windows = spec.suspensions.map((s) => ({ from: ctx.startAt + s.at, to: ctx.startAt + s.at + s.for }));
  for (const window of windows) {
    ctx.at(window.from, () =>
      ctx.emit({ type: 'casino.setTableStatus', shortName: spec.game, suspended: true }),
    );
    ctx.at(window.to, () =>
      ctx.emit({ type: 'casino.setTableStatus', shortName: spec.game, suspended: false }),
    );
  }
  /** The first time at or after `time` outside every suspension. */
  const openAt = (time: number): number => {
    const window = windows.find((w) => time >= w.from && time < w.to);
    return window ? openAt(window.to) : time;
  };

  const round = (n: number, due: number) => {
    if (spec.rounds !== undefined && n >= spec.rounds) return;
    const scripted = spec.results[n];
    if (scripted === undefined && n >= spec.results.length && spec.afterScript === 'stop') return;
    const start = openAt(due);
    if (!ctx.fits(start + roundMs)) return;
    ctx.at(start, () => {
      const cards = dealRound(game, scripted, rng.fork(`round:${n}`));
      const roundId = casinoRoundId(eventId, start);
      const ids = { shortName: spec.game, roundId };
      ctx.emit({ type: 'casino.startRound', ...ids, cards, bettingMs: spec.betting });
      const closeAt = start + spec.betting;
      ctx.at(closeAt, () => ctx.emit({ type: 'casino.closeBetting', ...ids }));
      const step = Math.min(revealEvery, Math.floor(revealBudget / cards.length));
      cards.forEach((_, i) => {
        ctx.at(closeAt + (i + 1) * step, () =>
          ctx.emit({ type: 'casino.revealCards', ...ids, shown: i + 1 }),
        );
      });
      ctx.at(closeAt + cards.length * step + DECLARE_AFTER_MS, () =>
        ctx.emit({ type: 'casino.declare', ...ids }),
      );
      round(n + 1, start + roundMs);
    });
  };
  round(0, ctx.startAt + spec.start);
}
