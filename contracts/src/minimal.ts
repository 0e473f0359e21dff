/**
 * Minimal bodies: a contract's example with every field the schema lets go removed, so what is
 * left is what the contract requires. The contract tests check each still parses; the client's
 * area tests render their screens from them, proving a screen needs nothing the contract calls
 * optional (issue 17: required = the client needs it).
 *
 * Lists are kept (each row minimised) so a screen renders rows made of required fields only,
 * rather than an empty state. A value sent as JSON inside a string is decoded (the object form
 * every jsonString() field accepts too) and minimised like the rest.
 * For tests and tools, like examples.ts; the package index does not re-export it.
 */
import type { z } from 'zod';
import type { CallContract, EventContract, WirePayloadOf, WireResponseOf } from './define';
import { eventExamplesOf, examplesOf } from './examples';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object or list inside a JSON string (the wire form of teamData, maxMinCoins, feeds), else undefined. */
function decodeJson(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Strips `value` in place (a deep copy of the example): at every object, each key whose removal
 * keeps the whole body valid goes, except lists, which stay and have their rows minimised.
 */
function strip(schema: z.ZodType, root: { body: unknown }, value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) strip(schema, root, item);
    return;
  }
  if (!isObject(value)) return;
  for (const key of Object.keys(value)) {
    const decoded = decodeJson(value[key]);
    if (decoded !== undefined) {
      const text = value[key];
      value[key] = decoded;
      if (!schema.safeParse(root.body).success) value[key] = text;
    }
    const kept = value[key];
    if (Array.isArray(kept)) {
      strip(schema, root, kept);
      continue;
    }
    delete value[key];
    if (schema.safeParse(root.body).success) continue;
    value[key] = kept;
    strip(schema, root, kept);
  }
}

/** A copy of `body` with every optional field removed (lists kept, their rows minimised). */
export function minimise<T>(schema: z.ZodType, body: T): T {
  const root = { body: structuredClone(body) as unknown };
  const decoded = decodeJson(root.body);
  if (decoded !== undefined && schema.safeParse(decoded).success) root.body = decoded;
  if (!schema.safeParse(root.body).success)
    throw new Error('minimise: the body does not parse to begin with');
  strip(schema, root, root.body);
  return root.body as T;
}

/** The call's first example response with only the fields its contract requires. */
export function minimalResponse<C extends CallContract>(call: C, exampleIndex = 0): WireResponseOf<C> {
  const example = examplesOf(call)[exampleIndex];
  if (!example) throw new Error(`${call.method} ${call.path} has no example ${exampleIndex}`);
  return minimise(call.response, example.response);
}

/** The event's first example payload with only the fields its contract requires. */
export function minimalPayload<E extends EventContract>(event: E, exampleIndex = 0): WirePayloadOf<E> {
  const example = eventExamplesOf(event)[exampleIndex];
  if (example === undefined) throw new Error(`${event.event} has no example ${exampleIndex}`);
  return minimise(event.payload, example);
}
