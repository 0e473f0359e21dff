/**
 * How the casino specs start: casino-rounds played today (bets lists and reports ask for today
 * at +05:30), its clock paused at once (every table's first round is scripted and taking bets),
 * the demo client signed in. `advanceTo` moves the clock on before the browser opens.
 */

import { E2E_TODAY_NOON } from '../../fixtures/clock';
import type { Sim } from '../../fixtures/sim';

import type { SignInPage } from '../../pages/sign-in-page';

export async function startCasinoRounds(
  { sim, signIn }: { sim: Sim; signIn: SignInPage },
  advanceTo?: number,
) {
  await sim.load('casino-rounds', { startAt: E2E_TODAY_NOON, paused: true });
  if (advanceTo !== undefined) await sim.advanceTo(advanceTo);
  await signIn.viaApi('demo', 'demo1234');
}
