/**
 * Issue 17: for every response contract and every pushed event, a body with only the required
 * fields parses, and the minimiser really removes what the contract calls optional.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { examplesOf } from './examples';
import { allCalls, calls } from './http';
import { describeIssues } from './issues';
import { minimalPayload, minimalResponse, minimise } from './minimal';
import { allEvents } from './socket';

describe.each(allCalls.map((call) => ({ label: `${call.method} ${call.path}`, call })))(
  'minimal response of $label',
  ({ call }) => {
    it('parses with only the required fields', () => {
      for (const index of examplesOf(call).keys()) {
        const parsed = call.response.safeParse(minimalResponse(call, index));
        expect(parsed.success, parsed.success ? '' : describeIssues(parsed.error)).toBe(true);
      }
    });
  },
);

describe.each(
  allEvents
    .filter((event) => event.direction === 'on')
    .map((event) => ({ label: `${event.channel} ${event.event}`, event })),
)('minimal payload of $label', ({ event }) => {
  it('parses with only the required fields', () => {
    const parsed = event.payload.safeParse(minimalPayload(event));
    expect(parsed.success, parsed.success ? '' : describeIssues(parsed.error)).toBe(true);
  });
});

describe('minimise', () => {
  const schema = z.object({
    id: z.string(),
    note: z.string().optional(),
    rows: z.array(z.object({ a: z.number(), b: z.number().optional() })).default([]),
    limits: z
      .string()
      .transform((text) => JSON.parse(text) as unknown)
      .or(z.object({ max: z.number() })),
  });

  it('drops optional fields, keeps lists with minimal rows, decodes JSON strings', () => {
    const body = { id: 'x', note: 'n', rows: [{ a: 1, b: 2 }], limits: '{"max":5}' };
    expect(minimise(schema, body)).toEqual({ id: 'x', rows: [{ a: 1 }], limits: { max: 5 } });
    expect(body.note).toBe('n');
  });

  it('refuses a body that does not parse to begin with', () => {
    expect(() => minimise(schema, { note: 'n' })).toThrow(/does not parse/);
  });

  it('leaves a matka bet without profit, loss or flags but with what the pages read (issue 17)', () => {
    const bet = minimalResponse(calls.matka.matkaBetList).data[0];
    expect(Object.keys(bet ?? {}).sort()).toEqual(
      ['amount', 'betNumber', 'betType', 'createdAt', 'gameType', 'matkaName', 'profitLoss'].sort(),
    );
  });
});
