import { describe, expect, it } from 'vitest';
import { AdminApiError, createAdminClient } from './admin-client';
import * as admin from './http/admin';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

function fakeFetch(answer: { status?: number; body: unknown }) {
  const sent: Sent[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

describe('the typed admin client', () => {
  it('sends a checked body with the token and reads the answer by its contract', async () => {
    const { fetch, sent } = fakeFetch({
      body: { applied: { type: 'account.forceLogout', username: 'demo' }, at: 5 },
    });
    const client = createAdminClient({ baseUrl: 'http://mock', token: 'secret-token-123456', fetch });
    const answer = await client.call(admin.trigger, { type: 'account.forceLogout', username: 'demo' });
    expect(answer.at).toBe(5);
    expect(sent[0]).toMatchObject({ url: 'http://mock/__admin/actions', method: 'POST' });
    expect(sent[0]?.headers.get(admin.ADMIN_TOKEN_HEADER)).toBe('secret-token-123456');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ type: 'account.forceLogout', username: 'demo' });
  });

  it('puts a GET body in the query', async () => {
    const { fetch, sent } = fakeFetch({ body: { entries: [] } });
    await createAdminClient({ baseUrl: '', fetch }).call(admin.journal, { kind: 'action', name: 'sports.' });
    expect(sent[0]?.url).toBe('/__admin/journal?kind=action&name=sports.');
    expect(sent[0]?.headers.has(admin.ADMIN_TOKEN_HEADER)).toBe(false);
  });

  it('refuses a mistyped action before sending it, naming the field', async () => {
    const { fetch, sent } = fakeFetch({ body: {} });
    const call = createAdminClient({ baseUrl: '', fetch }).call(admin.trigger, {
      type: 'sports.declareSession',
      marketId: '1.2',
      sessionId: 's1',
      run: 'fifty',
    } as never);
    await expect(call).rejects.toMatchObject({ kind: 'invalid-request', fields: ['run'] });
    expect(sent).toHaveLength(0);
  });

  it("turns an error envelope into the server's message, and a drifting answer into its fields", async () => {
    const refused = fakeFetch({ status: 400, body: { error: true, message: 'run: expected number' } });
    await expect(
      createAdminClient({ baseUrl: '', fetch: refused.fetch }).call(admin.status, {}),
    ).rejects.toThrow(new AdminApiError('http', '400: run: expected number', 400));
    const drifted = fakeFetch({ body: { applied: { type: 'x' }, at: 'later' } });
    await expect(
      createAdminClient({ baseUrl: '', fetch: drifted.fetch }).call(admin.trigger, { type: 'fault.clear' }),
    ).rejects.toMatchObject({ kind: 'drift', fields: ['at'] });
  });
});
