/** The aviator-crashes scenario's scripted rounds for the specs: 1.00, 1.00, 1.01, 1.50, 2.37, 5.50, 10.00, 100.00. */
import { type ScriptedRound, scriptedRounds } from '../../fixtures/aviator';
import type { LoadOptions, Sim } from '../../fixtures/sim';

import type { AviatorGamePage } from '../../pages/aviator-page';
import type { SignInPage } from '../../pages/sign-in-page';

export const SCENARIO = 'aviator-crashes';
export const ROUNDS = scriptedRounds(SCENARIO);

export function round(n: number): ScriptedRound {
  const found = ROUNDS[n - 1];
  if (!found) throw new Error(`${SCENARIO} has no scripted round ${n}`);
  return found;
}

/** The id of the round the scenario opened last. */
export async function lastRoundId(sim: Sim): Promise<string> {
  const opened = await sim.actions<{ roundId: string }>('aviator.openRound');
  const last = opened.at(-1);
  if (!last) throw new Error('no aviator round has opened');
  return last.action.roundId;
}

/**
 * Loads the scenario with its clock paused at the start, signs demo in and opens the aviator page;
 * each test then moves the clock to the moments it needs.
 */
export async function openPaused(
  fixtures: { sim: Sim; signIn: SignInPage; aviator: AviatorGamePage },
  options: LoadOptions = {},
): Promise<void> {
  const { sim, signIn, aviator } = fixtures;
  await sim.load(SCENARIO, { ...options, paused: true });
  await signIn.viaApi('demo', 'demo1234');
  await aviator.open();
}
