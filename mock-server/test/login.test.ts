/**
 * Login hardening: hashing off the event loop with the same cost whether the username
 * exists or not (proved by what is hashed, not by timing), and throttling of failed
 * logins per username and per client address (429 with Retry-After).
 */
import { calls } from '@esk/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashing } from '../src/exchange/passwords';
import { LoginThrottle } from '../src/http/login-throttle';
import { createHarness, type Harness } from './harness';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const login = (harness: Harness, username: string, password: string, address = '10.0.0.1') =>
  harness.app.inject({
    method: 'POST',
    url: calls.user.login.path,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ username, password, isClient: true, host: 'qa' }),
    remoteAddress: address,
  });

describe('password checks', () => {
  it('hash once per login with the same salt size whether the username exists or not', async () => {
    h = await createHarness();
    await login(h, 'NOBODY', 'warm-up'); // the decoy hash is made once per process
    const derive = vi.spyOn(hashing, 'derive');

    const unknown = await login(h, 'NOBODY', 'guess');
    const known = await login(h, 'DEMO', 'guess');
    expect(unknown.json()).toEqual(known.json());
    expect(derive).toHaveBeenCalledTimes(2);
    const [unknownCall, knownCall] = derive.mock.calls;
    expect(unknownCall?.[0]).toBe('guess');
    expect(knownCall?.[0]).toBe('guess');
    expect(unknownCall?.[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(knownCall?.[1]).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('login throttling', () => {
  const throttled = () =>
    createHarness({
      LOGIN_THROTTLE: 'on',
      LOGIN_MAX_FAILURES_PER_USER: '3',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '5',
    });

  it('answers 429 with Retry-After once a username has too many failed logins, even with the right password', async () => {
    h = await throttled();
    for (let i = 0; i < 3; i++) expect((await login(h, 'DEMO', `wrong-${i}`)).statusCode).toBe(200);
    const refused = await login(h, 'DEMO', 'demo1234');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ error: true, code: 429 });
    expect(String(refused.json().message)).toMatch(/Too many failed logins/);
    // Another user from another address is not affected.
    expect((await login(h, 'NEWBIE', 'newbie1234', '10.0.0.2')).json()).toMatchObject({ error: false });
  });

  it('throttles one address guessing across usernames', async () => {
    h = await throttled();
    const names = ['A1', 'A2', 'A3', 'A4', 'A5'];
    for (const name of names) expect((await login(h, name, 'x', '10.0.0.9')).statusCode).toBe(200);
    expect((await login(h, 'DEMO', 'demo1234', '10.0.0.9')).statusCode).toBe(429);
    expect((await login(h, 'DEMO', 'demo1234', '10.0.0.10')).statusCode).toBe(200);
  });

  it('bounds a burst of parallel guesses, not only sequential ones', async () => {
    h = await throttled();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(h!, 'DEMO', `burst-${i}`)));
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(7);
  });

  it('lets a username in again when its failures leave the window, and a success starts it afresh', () => {
    let now = 0;
    const throttle = new LoginThrottle(
      {
        LOGIN_THROTTLE: true,
        LOGIN_MAX_FAILURES_PER_USER: 2,
        LOGIN_MAX_FAILURES_PER_ADDRESS: 100,
        LOGIN_WINDOW_SECONDS: 60,
      },
      () => now,
    );
    throttle.attempt('demo', 'a');
    throttle.attempt('DEMO', 'a');
    expect(() => throttle.attempt('demo', 'a')).toThrow(/Try again in 60 seconds/);
    now = 59_999;
    expect(() => throttle.attempt('demo', 'a')).toThrow(/Try again in 1 second\./);
    now = 60_000;
    throttle.attempt('demo', 'a');
    throttle.succeeded('demo', 'a');
    throttle.attempt('demo', 'a');
    throttle.attempt('demo', 'a');
    expect(() => throttle.attempt('demo', 'a')).toThrow(/Too many failed logins/);
  });

  it('is off when configured off (the test harness default)', async () => {
    h = await createHarness();
    for (let i = 0; i < 30; i++) await login(h, 'DEMO', `wrong-${i}`);
    expect((await login(h, 'DEMO', 'demo1234')).json()).toMatchObject({ error: false });
  });
});
