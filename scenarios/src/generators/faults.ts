/**
 * Faults on the timeline: latency or errors on a path for a window, a dropped socket
 * channel, the match cache URLs failing. The mock server owns what a fault does; this
 * only says when.
 */
import type { ScenarioActionInput } from '../actions';
import type { FaultSpec } from '../format/accounts';
import { type GeneratorContext, repeatEvery } from './context';

export function faultAction(fault: FaultSpec): ScenarioActionInput {
  if ('latency' in fault) {
    const { path, ms, for: window } = fault.latency;
    return { type: 'fault.http', path, latencyMs: ms, durationMs: window };
  }
  if ('error' in fault) {
    const { path, status, message, for: window } = fault.error;
    return { type: 'fault.http', path, status, durationMs: window, ...(message ? { message } : {}) };
  }
  if ('disconnect' in fault) return { type: 'fault.socketDisconnect', channel: fault.disconnect };
  if ('drift' in fault) {
    const { for: window, ...drift } = fault.drift;
    return { type: 'fault.drift', ...drift, ...(window === undefined ? {} : { durationMs: window }) };
  }
  const { path, status, for: window } = fault.cacheDown;
  return { type: 'fault.http', path, status, durationMs: window, message: 'Cache unavailable' };
}

export function startFaults(ctx: GeneratorContext, faults: readonly FaultSpec[]): void {
  for (const fault of faults) {
    const action = faultAction(fault);
    repeatEvery(ctx, ctx.startAt + fault.at, fault.every, () => {
      ctx.emit(action);
      return true;
    });
  }
}
