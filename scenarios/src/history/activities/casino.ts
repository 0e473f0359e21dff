/**
 * Live casino evenings: every day one to three sittings at a table the scenario deals,
 * eight to fifteen rounds each, dealt by the table's own generator (its rules, rhythm and
 * round ids) only while the player sits there. The player bets most rounds a few seconds
 * after they open: mostly the table's main markets, now and then a side market or a lay.
 */

import type { CasinoTableSpec } from '../../format/casino';
import { TABLE_MAX, TABLE_MIN } from '../../games/casino/table';
import { startCasinoTable } from '../../generators/casino-table';
import type { Rng } from '../../rng';
import type { StakeLadder } from '../player';
import type { PastActivity, PastWorld } from '../world';
import { clockAt, inPast, momentBetween, pastDays, rngOf } from '../world';

const MINUTE = 60_000;
/** Sittings of a day never overlap: one window each. */
const WINDOWS = [
  ['13:00', '16:00'],
  ['20:00', '21:30'],
  ['21:45', '23:15'],
] as const;
const LADDER: StakeLadder = [0.1, 0.2, 0.2, 0.5, 1];
const LIMITS = { min: TABLE_MIN, max: TABLE_MAX };
/** The longest a table's round takes: its own `round`, or betting + a card a second + 5 s. */
const roundMs = (spec: CasinoTableSpec, cards: number) =>
  spec.round ?? spec.betting + cards * spec.revealEvery + 5000;

function sit(
  world: PastWorld,
  rng: Rng,
  spec: CasinoTableSpec,
  start: number,
  rounds: number,
  n: number,
): void {
  const { ctx, player } = world;
  const game = ctx.game(spec.game);
  const main = game.markets.slice(0, Math.min(3, game.markets.length));
  startCasinoTable(
    { ...ctx, rng: ctx.rng.fork(`casino:sitting:${n}`) },
    { ...spec, start: start - world.from, rounds, results: [], afterScript: 'generate', suspensions: [] },
  );
  const sitting = { from: start, until: start + rounds * roundMs(spec, game.maxCards) };
  ctx.watch((action) => {
    const now = ctx.now();
    if (action.type !== 'casino.startRound' || action.shortName !== spec.game) return;
    if (now < sitting.from || now > sitting.until || !rng.chance(0.8)) return;
    const bets = rng.chance(0.2) ? 2 : 1;
    for (let i = 0; i < bets; i++) {
      const market = rng.chance(0.7) ? rng.pick(main) : rng.pick(game.markets);
      const lay = market.l1 !== undefined && rng.chance(0.25);
      const think = rng.int(1500, Math.max(2000, Math.floor(action.bettingMs * 0.6)));
      ctx.at(now + think, () => player.casinoBet(game, market, lay, LADDER, LIMITS));
    }
  });
}

export const casinoActivity: PastActivity = {
  name: 'casino',
  applies: (scenario) => scenario.casino.length > 0,
  start(world) {
    const rng = rngOf(world, 'casino');
    let n = 0;
    for (const day of pastDays(world)) {
      const sittings = rng.int(1, 3);
      const windows = rng.shuffle(WINDOWS).slice(0, sittings);
      for (const [open, close] of windows) {
        const spec = rng.pick(world.scenario.casino);
        const rounds = rng.int(8, 15);
        const game = world.ctx.game(spec.game);
        const length = rounds * roundMs(spec, game.maxCards) + MINUTE;
        const start = momentBetween(rng, clockAt(day, open), clockAt(day, close) - length);
        if (!inPast(world, start, length)) continue;
        sit(world, rng.fork(`sitting:${n}`), spec, start, rounds, n);
        n++;
      }
    }
  },
};
