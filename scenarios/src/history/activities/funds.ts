/**
 * The upline's side of the week: a top-up first when the player starts with too little to
 * play, then a couple of deposits and a withdrawal or two on seeded days, in office hours.
 * Amounts are whole thousands, a few percent of the bankroll.
 */
import type { PastActivity, PastWorld } from '../world';
import { clockAt, inPast, momentBetween, pastDays, rngOf } from '../world';

/** Below this opening balance the upline tops the player up before any bet. */
export const TOP_UP_BELOW = 10_000;
export const TOP_UP = 25_000;

const thousands = (coins: number) => Math.max(1000, Math.round(coins / 1000) * 1000);

export const fundsActivity: PastActivity = {
  name: 'funds',
  applies: () => true,
  start(world: PastWorld) {
    const rng = rngOf(world, 'funds');
    const { ctx, player } = world;
    const credit = (at: number, amount: number) =>
      ctx.at(at, () =>
        ctx.emit({
          type: 'account.credit',
          username: player.username,
          amount,
          remark: amount > 0 ? 'Deposit by upline' : 'Withdrawal by upline',
        }),
      );

    let bankroll = world.openingCoins;
    if (bankroll < TOP_UP_BELOW) {
      credit(world.from + 10 * 60_000, TOP_UP);
      bankroll += TOP_UP;
      player.setBankroll(bankroll);
    }
    // Days inside the past (not the first, partial one), each with at most one movement.
    const days = pastDays(world)
      .slice(1)
      .map((day) => ({ day, at: momentBetween(rng, clockAt(day, '10:00'), clockAt(day, '13:00')) }))
      .filter(({ at }) => inPast(world, at));
    const order = rng.shuffle(days);
    const deposits = order.slice(0, 2);
    const withdrawals = order.slice(2, 2 + rng.int(1, 2));
    for (const { at } of deposits) credit(at, thousands(bankroll * rng.float(0.05, 0.2)));
    // The client takes some money out on other days.
    for (const { at } of withdrawals) credit(at, -thousands(bankroll * rng.float(0.04, 0.1)));
  },
};
