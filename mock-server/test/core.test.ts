import { calls } from '@esk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

describe('sessions', () => {
  it('logs in a seeded client by upper-cased username and returns the token beside data', async () => {
    const res = await h.call(calls.user.login, {
      username: 'DEMO',
      password: 'demo1234',
      isClient: true,
      host: 'x',
    });
    expect(res.status).toBe(200);
    expect(res.read.ok).toBe(true);
    expect(typeof res.raw.token).toBe('string');
    expect(res.raw.data).toMatchObject({ username: 'DEMO', userType: 'client', isPasswordChanged: true });
  });

  it('refuses a wrong password with an error envelope and the reason', async () => {
    const res = await h.call(calls.user.login, {
      username: 'DEMO',
      password: 'nope',
      isClient: true,
      host: 'x',
    });
    expect(res.raw).toMatchObject({ error: true, message: 'Invalid username or password' });
  });

  it('answers 401 without a token and 401 with code 3 after logout', async () => {
    expect((await h.call(calls.user.userBalance, {})).status).toBe(401);
    const { token } = await h.login('demo', 'demo1234');
    expect((await h.call(calls.user.userBalance, {}, { token })).status).toBe(200);
    await h.call(calls.user.logout, {}, { token });
    const after = await h.call(calls.user.userBalance, {}, { token });
    expect(after.status).toBe(401);
    expect(after.raw.code).toBe(3);
  });

  it('revokes every session when the password changes and checks the old password', async () => {
    const { token } = await h.login('demo', 'demo1234');
    const wrong = await h.call(
      calls.user.updateUserPassword,
      { oldPassword: 'bad', password: 'x1234567' },
      { token },
    );
    expect(wrong.raw).toMatchObject({ error: true });
    const ok = await h.call(
      calls.user.updateUserPassword,
      { oldPassword: 'demo1234', password: 'demo5678' },
      { token },
    );
    expect(ok.raw).toMatchObject({ error: false, message: 'Password changed successfully' });
    expect((await h.call(calls.user.userBalance, {}, { token })).raw.code).toBe(3);
    await expect(h.login('demo', 'demo5678')).resolves.toBeTruthy();
  });
});

describe('bad input', () => {
  it('names the missing or mistyped field in a 400 envelope', async () => {
    const res = await h.call(calls.user.login, { username: 'DEMO', isClient: true, host: 'x' });
    expect(res.status).toBe(400);
    expect(res.raw).toMatchObject({ error: true });
    expect(String(res.raw.message)).toContain('password');
    const { token } = await h.login('demo', 'demo1234');
    const rate = await h.call(calls.user.updateRateReffrenece, { rate: 9 }, { token });
    expect(rate.status).toBe(400);
    expect(String(rate.raw.message)).toContain('rate');
  });

  it('answers a non-JSON body with 400 and stays up', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true });
    expect((await h.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('treats an empty JSON body as {} (real clients post userBalance without one)', async () => {
    const { token } = await h.login('demo', 'demo1234');
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/user/userBalance',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('encryption', () => {
  it('encrypts data with dataEncrupt 1 and the contract reader decrypts it', async () => {
    await h.close();
    h = await createHarness({ ENCRYPT: '1', SECRET_KEY: 'sekret' });
    const res = await h.call(calls.user.login, {
      username: 'DEMO',
      password: 'demo1234',
      isClient: true,
      host: 'x',
    });
    expect(res.raw.dataEncrupt).toBe(1);
    expect(typeof res.raw.data).toBe('string');
    expect(String(res.raw.data).startsWith('U2FsdGVkX1')).toBe(true);
    expect(res.read.ok && res.read.value.data.username).toBe('DEMO');
  });
});
