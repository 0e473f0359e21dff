/**
 * How the casino specs start: casino-rounds played today (bets lists and reports ask for today
 * at +05:30), its clock paused at once (every table's first round is scripted and taking bets),
 * the demo client signed in. `advanceTo` moves the clock on before the browser opens.
 */
import type { Sim } from '../../fixtures/sim';
import { todayNoonIst } from '../../fixtures/sim';
import type { AppShell } from '../../pages/app-shell';
import type { SignInPage } from '../../pages/sign-in-page';

export async function startCasinoRounds(
  { sim, signIn, shell }: { sim: Sim; signIn: SignInPage; shell: AppShell },
  advanceTo?: number,
) {
  await sim.load('casino-rounds', { startAt: todayNoonIst() });
  await sim.pause();
  if (advanceTo !== undefined) await sim.advanceTo(advanceTo);
  await signIn.as('demo', 'demo1234');
  await shell.dismissRules();
}
