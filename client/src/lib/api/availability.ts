/**
 * Calls this server does not have (issue 28). The real API has only what the spec names, so a
 * call we designed (`onRealApi` false in @esk/contracts/api-profile) may answer 404 there, as an
 * unknown route. callApi records such a call here on its first 404; features read
 * `useCallAvailable(contract)` to hide or explain what needs it, instead of failing each time.
 * Kept for the page's life: a reload asks the server again.
 */
import type { CallContract } from '@esk/contracts';
import { useSyncExternalStore } from 'react';

const missing = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

export function markUnavailable(contract: CallContract): void {
  if (missing.has(contract.path)) return;
  missing.add(contract.path);
  version += 1;
  for (const listener of listeners) listener();
}

export const isCallAvailable = (contract: CallContract): boolean => !missing.has(contract.path);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => version;

/** Whether the server has this call, as far as the page knows (true until it answered 404). */
export function useCallAvailable(contract: CallContract): boolean {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return isCallAvailable(contract);
}

/** For tests: forget what was learnt. */
export function resetAvailability(): void {
  missing.clear();
  version += 1;
  for (const listener of listeners) listener();
}
