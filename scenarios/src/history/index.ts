/**
 * A scenario's past, played before its start: `startHistory` runs at the moment the past
 * begins (the engine's clock is there) and schedules the week on the past's context; the
 * engine then moves the clock to the start, and everything on the way is applied to the
 * exchange like any other action. See `history` in scenarios/REFERENCE.md.
 */
import type { HistorySpec } from '../format/history';
import type { Scenario } from '../scenario';
import { scenarioAccounts } from '../scenario';
import { PAST_ACTIVITIES } from './activities/index';
import { PastView } from './past-view';
import { Player } from './player';
import type { PastContext, PastWorld } from './world';

export { PAST_GRAIN_MS } from './over-by-over';
export type { PastContext } from './world';

export function startHistory(ctx: PastContext, scenario: Scenario, spec: HistorySpec): PastWorld {
  const account = scenarioAccounts(scenario).find(
    (candidate) => candidate.username.toLowerCase() === spec.player.toLowerCase(),
  );
  if (!account) throw new Error(`history: the player '${spec.player}' is not an account of the scenario`);
  const view = new PastView();
  ctx.watch((action) => view.observe(action, ctx.now()));
  const player = new Player({
    username: account.username,
    ip: ctx.fakerFor('player').internet.ipv4(),
    view,
    rng: ctx.rng.fork('player'),
    now: ctx.now,
    emit: ctx.emit,
  });
  player.setBankroll(account.coins);
  const world: PastWorld = {
    scenario,
    spec,
    ctx,
    from: ctx.startAt,
    until: ctx.startAt + spec.for,
    player,
    view,
    openingCoins: account.coins,
  };
  for (const activity of PAST_ACTIVITIES) {
    if (spec.activities.includes(activity.name) && activity.applies(scenario)) activity.start(world);
  }
  return world;
}
