/** Test data built from the contracts' own examples, so tests follow the wire format. */
import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import type { UserRecord } from '@esk/contracts/http/user';
import { type LoginBody, useSessionStore } from '@/stores/session-store';

export const loginExample = examplesOf(calls.user.login)[0].response;

export function loginBody(user: Partial<UserRecord> = {}): LoginBody {
  const body = calls.user.login.response.parse(loginExample);
  return { ...body, data: { ...body.data, ...user } };
}

/** Signs a user in (store and user_id) without the network. */
export function signInForTests(user: Partial<UserRecord> = {}): LoginBody {
  const body = loginBody(user);
  useSessionStore.getState().signIn(body);
  useSessionStore.getState().dismissRules();
  return body;
}

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
