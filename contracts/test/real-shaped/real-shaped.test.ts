/**
 * Issue 17: bodies shaped after the public clients of this API family parse with the contracts
 * (an error envelope comes back as an error, never as drift).
 */
import { describe, expect, it } from 'vitest';
import { readResponse } from '../../src/envelope';
import { matkaBetList } from '../../src/http/matka';
import { userStatement } from '../../src/http/user-reports';
import { describeIssues } from '../../src/issues';
import { realShapedBodies, realShapedPayloads } from './bodies';

describe.each(realShapedBodies)('$name', ({ call, body }) => {
  it('reads as the contract says, without drift', () => {
    const result = readResponse(call, body);
    if (!result.ok) expect(result.kind, JSON.stringify(result)).toBe('error');
    const isError = typeof body === 'object' && body !== null && (body as { error?: unknown }).error === true;
    expect(result.ok).toBe(!isError);
  });
});

describe.each(realShapedPayloads)('$name', ({ event, payload }) => {
  it('parses with the event contract', () => {
    const parsed = event.payload.safeParse(payload);
    expect(parsed.success, parsed.success ? '' : describeIssues(parsed.error)).toBe(true);
  });
});

describe('what the real-shaped bodies parse to', () => {
  it('reads 1/0 and text flags with their defaults', () => {
    const matka = realShapedBodies.find((entry) => entry.name.startsWith('matka bet list'));
    const result = matka && readResponse(matkaBetList, matka.body);
    expect(result?.ok && result.value.data).toMatchObject([
      { isDeclare: true, profitLoss: 14000 },
      { isDeclare: false, amount: 50 },
    ]);
  });

  it('fills a statement without balanceAmount from its rows', () => {
    const statement = realShapedBodies.find((entry) => entry.name.startsWith('paged statement'));
    const result = statement && readResponse(userStatement, statement.body);
    expect(result?.ok && result.value.data).toMatchObject({ balanceAmount: 0, totalCount: 1, paged: true });
  });
});
