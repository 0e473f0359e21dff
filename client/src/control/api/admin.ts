/**
 * The control room's admin calls: the typed admin client (contracts/src/admin-client.ts) on
 * this page's own origin, with the token the page was given. `runCommand` reports the outcome
 * (the server's message on failure, naming the field) and keeps the clock display current.
 */

import { calls } from '@esk/contracts';
import { AdminApiError, createAdminClient } from '@esk/contracts/admin-client';
import type { ScenarioActionInput } from '@esk/contracts/sim/actions';
import { useControlStore } from '../stores/control-store';

export const admin = createAdminClient({ baseUrl: '', token: () => useControlStore.getState().token });

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs a command; true when it succeeded. Failures are reported, never thrown. */
export async function runCommand(label: string, run: () => Promise<unknown>): Promise<boolean> {
  const { report } = useControlStore.getState();
  try {
    await run();
    report(true, `${label}: done`);
    return true;
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 401)
      useControlStore.getState().setConnection('needs-token');
    report(false, `${label}: ${messageOf(error)}`);
    return false;
  }
}

/** Sends actions one after another through the trigger call (a moment may be several). */
export const triggerAll = (label: string, actions: readonly ScenarioActionInput[]) =>
  runCommand(label, async () => {
    for (const action of actions) await admin.call(calls.admin.trigger, action);
  });

export async function clockCommand(
  label: string,
  body: Parameters<typeof admin.call<typeof calls.admin.clock>>[1],
) {
  return runCommand(label, async () => {
    useControlStore.getState().setStatus(await admin.call(calls.admin.clock, body));
  });
}
