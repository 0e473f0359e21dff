/**
 * Drift faults on HTTP answers (designed, for proving `npm run drift`): the answers on a
 * faulted path go out with fields renamed, numbers as words, or encrypted. Faults come from
 * the DRIFT variable (always on) and from fault.drift actions (the scenario's, for a while).
 * Registered before the journal, which so keeps the answer as it went on the wire.
 */
import { decryptData, encryptData } from '@esk/contracts/crypto';
import { isEncryptedEnvelope } from '@esk/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DriftAction, type DriftFault, driftValue } from '../exchange/drift';
import type { Encryption } from '../http/envelope';
import { surfaceOf } from '../http/surface';
import type { Simulation } from '../sim/simulation';

/** The drift faults in force: the DRIFT variable's (always) and the current exchange's (fault.drift). */
export interface DriftLookup {
  forPath(url: string): DriftFault[];
  forEvent(event: string): DriftFault[];
}

export function driftLookup(always: readonly DriftAction[], sim: Simulation): DriftLookup {
  const fixed: DriftFault[] = always.map(({ type: _type, durationMs: _for, ...fault }) => ({
    ...fault,
    until: Number.POSITIVE_INFINITY,
  }));
  return {
    forPath(url) {
      const path = url.split('?')[0] ?? url;
      const own = fixed.filter((fault) => fault.path !== undefined && path.startsWith(fault.path));
      return [...own, ...sim.exchange.drift.forPath(url)];
    },
    forEvent(event) {
      return [...fixed.filter((fault) => fault.event === event), ...sim.exchange.drift.forEvent(event)];
    },
  };
}

/** A socket payload after the faults on its event (the same value when there are none). */
export function driftPayload(lookup: DriftLookup, event: string, payload: unknown): unknown {
  const faults = lookup.forEvent(event);
  return faults.reduce((value, fault) => driftValue(value, fault), payload);
}

export interface DriftOptions {
  lookup: DriftLookup;
  encryption: Encryption;
}

const isEnvelope = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && 'error' in body && 'data' in body;

/** An answer's text after its faults (unchanged when it is not JSON). */
export function driftAnswer(text: string, faults: readonly DriftFault[], encryption: Encryption): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  const wasEncrypted = isEncryptedEnvelope(body);
  let work: unknown = isEncryptedEnvelope(body)
    ? { ...body, data: decryptData(body.data, encryption.secret) }
    : body;
  for (const fault of faults) work = driftValue(work, fault);
  if (isEnvelope(work) && (wasEncrypted || faults.some((fault) => fault.encrypt))) {
    const salt = Uint8Array.from({ length: 8 }, () => encryption.rng.int(0, 255));
    work = { ...work, data: encryptData(work.data, encryption.secret, salt), dataEncrupt: 1 };
  }
  return JSON.stringify(work);
}

export const drift = fp(
  async (app: FastifyInstance, { lookup, encryption }: DriftOptions) => {
    app.addHook('onSend', (request, _reply, payload, done) => {
      const { surface, local } = surfaceOf(request);
      if (typeof payload !== 'string' || surface === 'admin') return done(null, payload);
      const faults = lookup.forPath(local);
      done(null, faults.length === 0 ? payload : driftAnswer(payload, faults, encryption));
    });
  },
  { name: 'drift' },
);
