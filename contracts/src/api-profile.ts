/**
 * What the real exchange API has, decided in one place from the contracts (issue 28).
 * The mock serves two profiles (API_PROFILE):
 * - 'full' (default): the spec's calls and events plus everything designed here (logout
 *   revocation, matka and aviator cancels, the aviator board and chat, the match odds feed,
 *   provably-fair seeds, Idempotency-Key replays);
 * - 'spec': only what the spec names, as the real API. A call the spec does not name answers
 *   404 as an unknown route does; an event it does not name is never pushed; a designed field
 *   is never sent; designed behaviour (idempotency replay, logout revocation) is off.
 *
 * A contract is designed when the spec does not show its shape (`designed: true`); among those,
 * `specNamed: true` marks the calls and events the spec still names (000 §7 lists
 * user/userLoginCheck, the events userLoggedIn, userLoggedOut, fetchCasinoBetList ...): the real
 * API has them, only their shape is ours. A field of a spec call that only a designed feature
 * needs is wrapped in `designedField()`; it must be optional, so an answer without it still
 * matches its contract (the contract tests check every example stripped).
 */
import type { z } from 'zod';
import type { CallContract, EventContract } from './define';

export const API_PROFILES = ['full', 'spec'] as const;
export type ApiProfile = (typeof API_PROFILES)[number];

const DESIGNED_KEY = 'x-designed';

/** Whether the real API has this call or event: the spec names it (its shape may still be designed). */
export const onRealApi = (contract: CallContract | EventContract): boolean =>
  contract.designed !== true || contract.specNamed === true;

/**
 * Whether a server in `profile` serves a call. The simulator's own control API (admin) and the
 * simulated casino provider (a third party's pages, not the exchange API) are served in both.
 */
export function servedIn(profile: ApiProfile, contract: CallContract): boolean {
  if (profile === 'full' || contract.kind === 'admin' || contract.kind === 'provider') return true;
  return onRealApi(contract);
}

/** Whether a server in `profile` pushes (or listens for) an event. */
export const eventServedIn = (profile: ApiProfile, event: EventContract): boolean =>
  profile === 'full' || onRealApi(event);

/**
 * Marks a field of a spec call or event as designed: only a designed feature reads it, the real
 * API does not send it, and API_PROFILE=spec strips it. The generated OpenAPI shows `x-designed`.
 */
export const designedField = <T extends z.ZodType>(schema: T): T =>
  schema.meta({ [DESIGNED_KEY]: true }) as T;

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** Whether a field's schema (or one it wraps: optional, nullable, default) is marked designed. */
export function isDesignedField(schema: z.ZodType): boolean {
  let current: z.ZodType | undefined = schema;
  while (current) {
    if (current.meta()?.[DESIGNED_KEY] === true) return true;
    const def = defOf(current);
    current = WRAPPERS.has(def.type) ? def.innerType : undefined;
  }
  return false;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object or list inside a JSON string (jsonString() fields: the aviator state, teamData), else undefined. */
function decodeJson(value: string): unknown {
  if (!/^\s*[[{]/.test(value)) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A wire value (what a server sends: the input side of every transform) without its designed
 * fields. Walks the schema with the value; a value sent as JSON inside a string is decoded,
 * stripped and encoded again. Returns a new value; the input is not changed.
 */
export function stripDesigned<T>(schema: z.ZodType, value: T): T {
  return strip(schema, value) as T;
}

function strip(schema: z.ZodType, value: unknown): unknown {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return strip(def.innerType, value);
  switch (def.type) {
    case 'object': {
      if (!isRecord(value) || !def.shape) return value;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(value)) {
        const fieldSchema = def.shape[key];
        if (fieldSchema === undefined) out[key] = field;
        else if (!isDesignedField(fieldSchema)) out[key] = strip(fieldSchema, field);
      }
      return out;
    }
    case 'array':
      return Array.isArray(value) && def.element
        ? value.map((item) => strip(def.element as z.ZodType, item))
        : value;
    case 'record':
      if (!isRecord(value) || !def.valueType) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, strip(def.valueType as z.ZodType, item)]),
      );
    case 'union': {
      // The first option that takes the value describes it (a flat list or the object form).
      const option = def.options?.find((candidate) => candidate.safeParse(value).success);
      return option ? strip(option, value) : value;
    }
    case 'intersection':
      return def.left && def.right ? strip(def.right, strip(def.left, value)) : value;
    case 'lazy':
      return def.getter ? strip(def.getter(), value) : value;
    case 'pipe': {
      if (typeof value === 'string' && def.out) {
        const decoded = decodeJson(value);
        if (decoded !== undefined && def.out.safeParse(decoded).success) {
          return JSON.stringify(strip(def.out, decoded));
        }
      }
      return def.in ? strip(def.in, value) : value;
    }
    default:
      return value;
  }
}
