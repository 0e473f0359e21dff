/**
 * Runs in the 'encrypted' project only: the mock on its own port with ENCRYPT=1 and the
 * client's secretKey, so every /v1 body carries dataEncrupt 1 and a CryptoJS (OpenSSL
 * salted) ciphertext the client must decrypt.
 */
import type { Response } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** CryptoJS AES output: base64 of 'Salted__' + salt + ciphertext. */
const CRYPTOJS_PREFIX = 'U2FsdGVkX1';

const isApi = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === path && response.request().method() === 'POST';

async function envelope(response: Response) {
  return (await response.json()) as { error: boolean; dataEncrupt: number; data: unknown };
}

test.beforeEach(async ({ sim }) => {
  await sim.load('sports-settlement', { paused: true });
});

test('with encrypted responses the client signs in, shows the balance and lists the matches', async ({
  page,
  signIn,
  shell,
  matchList,
  sim,
}) => {
  const login = page.waitForResponse(isApi('/v1/user/login'));
  // The list may be asked for once and then served from the local cache: catch the first answer.
  const list = page.waitForResponse(isApi('/v1/sports/matchList'));
  await signIn.as('demo', 'demo1234');
  const loginBody = await envelope(await login);
  expect(loginBody.dataEncrupt).toBe(1);
  expect(typeof loginBody.data).toBe('string');
  expect(loginBody.data as string).toMatch(new RegExp(`^${CRYPTOJS_PREFIX}`));

  await expect(page).toHaveURL(/\/main\/dashboard/);
  await shell.dismissRules();
  await expect(shell.balance).toHaveText('100000.00');
  await expect(page.getByTestId('header-user')).toContainText('DEMO');

  await matchList.open();
  const listBody = await envelope(await list);
  expect(listBody).toMatchObject({ error: false, dataEncrupt: 1 });
  expect(listBody.data as string).toMatch(new RegExp(`^${CRYPTOJS_PREFIX}`));
  // Only decrypted data can name the matches.
  await expect(matchList.match('India v Pakistan')).toContainText('In Play');
  await expect(matchList.match('England v Australia')).toBeVisible();
  // What the client sent stayed plain JSON.
  const [sent] = await sim.requests('/v1/user/login');
  expect(sent?.body).toMatchObject({ username: 'DEMO', isClient: true });
  await shell.screenshot('matches-encrypted');
});
