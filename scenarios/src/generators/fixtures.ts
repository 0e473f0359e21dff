/**
 * Rolling fixtures for endless scenarios: a new simulated match every `every`, listed
 * `announce` before its first ball, teams and series drawn from the seed. Each fixture is
 * created only when it is listed, so an endless run holds just the matches in play.
 */
import type { FixturesSpec } from '../format/sports';
import { simulatedMatchSchema } from '../format/sports';
import type { GeneratorContext } from './context';
import { DEFAULT_SERIES, defaultMatchKey, INTERNATIONAL_TEAMS } from './cricket-data';
import { startMatch } from './match';

export function startFixtures(ctx: GeneratorContext, spec: FixturesSpec): void {
  const pool = spec.teams ?? INTERNATIONAL_TEAMS;
  const series = spec.series ?? DEFAULT_SERIES;
  const create = (n: number) => {
    if (spec.count !== undefined && n >= spec.count) return;
    const start = spec.from + n * spec.every;
    const rng = ctx.rng.fork(`fixture:${n}`);
    const [home, away] = rng.shuffle(pool);
    const teams = [home as string, away as string];
    startMatch(
      ctx,
      simulatedMatchSchema.parse({
        play: 'simulate',
        key: `fx${n + 1}-${defaultMatchKey(teams)}`,
        teams,
        series: rng.pick(series),
        start,
        announce: Math.max(0, start - spec.announce),
        format: spec.format,
        ballEvery: spec.ballEvery,
        inningsBreak: spec.inningsBreak,
        isToss: spec.isToss,
        opensBefore: spec.opensBefore,
        fancy: { count: spec.fancyCount },
      }),
    );
    const next = spec.from + (n + 1) * spec.every - spec.announce;
    ctx.at(ctx.startAt + Math.max(0, next), () => create(n + 1));
  };
  ctx.at(ctx.startAt + Math.max(0, spec.from - spec.announce), () => create(0));
}
