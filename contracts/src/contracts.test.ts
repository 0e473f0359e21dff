/**
 * Every contract's examples validate, and malformed variants of them (a required
 * field missing, a field of the wrong type) are rejected with a message naming the field.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventExamplesOf, exampledCalls, exampledEvents, examplesOf } from './examples';
import { allCalls } from './http';
import { describeIssues } from './issues';
import { allEvents } from './socket';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value of another JSON type than the example's, that no sensible field schema accepts in its place. */
function wrongTypeFor(value: unknown): unknown {
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'maybe';
  if (typeof value === 'string') return { unexpected: 'object' };
  if (Array.isArray(value)) return 42;
  if (isObject(value)) return 42;
  return undefined;
}

function expectRejected(schema: z.ZodType, input: unknown, field: string) {
  const result = schema.safeParse(input);
  expect(result.success, `expected '${field}' to be rejected`).toBe(false);
  if (!result.success) expect(describeIssues(result.error)).toContain(field);
}

/** Which fields of an object schema are required (present in the JSON schema's required list). */
function requiredKeys(schema: z.ZodType, example: Json): string[] {
  return Object.keys(example).filter((key) => {
    const { [key]: _dropped, ...rest } = example;
    return !schema.safeParse(rest).success;
  });
}

const callCases = allCalls.flatMap((call) =>
  examplesOf(call).map((example) => ({
    label: `${call.method} ${call.path} (${example.name})`,
    call,
    example,
  })),
);

describe.each(callCases)('$label', ({ call, example }) => {
  it('request and response examples validate', () => {
    const request = call.request.safeParse(example.request);
    expect(request.success, request.success ? '' : describeIssues(request.error)).toBe(true);
    const response = call.response.safeParse(example.response);
    expect(response.success, response.success ? '' : describeIssues(response.error)).toBe(true);
    if (call.params) expect(call.params.safeParse(example.params).success).toBe(true);
  });

  it('rejects a request with a missing required field or a wrong type, naming the field', () => {
    const request = example.request;
    if (!isObject(request)) throw new Error('every request example is an object');
    for (const key of requiredKeys(call.request, request)) {
      const { [key]: _missing, ...rest } = request;
      expectRejected(call.request, rest, key);
    }
    // Keys a loose object passes through (admin's action body) are validated elsewhere.
    const declared =
      call.request instanceof z.ZodObject ? Object.keys(call.request.shape) : Object.keys(request);
    for (const [key, value] of Object.entries(request).filter(([key]) => declared.includes(key))) {
      expectRejected(call.request, { ...request, [key]: wrongTypeFor(value) }, key);
    }
  });

  it('rejects a response whose fields drift, naming the field', () => {
    const response = example.response as unknown;
    const data = call.kind === 'api' && isObject(response) ? response.data : response;
    const rows: unknown[] = Array.isArray(data) ? data : [data];
    const driftable = (value: unknown) =>
      isObject(value) ? Object.entries(value).filter(([, field]) => wrongTypeFor(field) !== undefined) : [];
    // The first data row with a field to drift; an answer without one (a bare acknowledgement, an
    // empty object) drifts in its envelope.
    const index = rows.findIndex((row) => driftable(row).length > 0);
    const row = rows[index];
    const target = isObject(row) ? row : response;
    if (!isObject(target)) throw new Error('every response example has an object to drift');
    const inData = target === row;
    const wrap = (drifted: Json) => {
      if (!inData) return drifted;
      const body = Array.isArray(data) ? rows.map((each, i) => (i === index ? drifted : each)) : drifted;
      return call.kind === 'api' && isObject(response) ? { ...response, data: body } : body;
    };
    const position = Array.isArray(data) ? String(index) : '';
    const prefix = !inData ? '' : [call.kind === 'api' ? 'data' : '', position].filter(Boolean).join('.');
    const fields = driftable(target);
    expect(fields.length).toBeGreaterThan(0);
    for (const [key, value] of fields) {
      const field = prefix ? `${prefix}.${key}` : key;
      expectRejected(call.response, wrap({ ...target, [key]: wrongTypeFor(value) }), field);
    }
  });
});

describe.each(
  allEvents.map((event) => ({ label: `${event.channel} ${event.direction} ${event.event}`, event })),
)('event $label', ({ event }) => {
  it('examples validate', () => {
    for (const example of eventExamplesOf(event)) {
      const parsed = event.payload.safeParse(example);
      expect(parsed.success, parsed.success ? '' : describeIssues(parsed.error)).toBe(true);
    }
  });
});

describe('the registry', () => {
  it('has one contract per method and path', () => {
    const keys = allCalls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has examples for exactly the registered calls and events', () => {
    expect(new Set(exampledCalls)).toEqual(new Set(allCalls));
    expect(exampledCalls).toHaveLength(allCalls.length);
    expect(new Set(exampledEvents)).toEqual(new Set(allEvents));
    expect(exampledEvents).toHaveLength(allEvents.length);
  });

  it('marks every designed shape with the reason in its source', () => {
    for (const call of allCalls.filter((c) => c.designed)) expect(call.source).toMatch(/designed/i);
  });
});
