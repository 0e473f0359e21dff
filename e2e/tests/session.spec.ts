import { expect, test } from '../fixtures/test';

test.beforeEach(async ({ sim }) => {
  await sim.load('smoke', { paused: true });
});

test('a client signs in, sees the rules modal, then the dashboard with the balance', async ({
  page,
  signIn,
  shell,
  sim,
}) => {
  await signIn.as('demo', 'demo1234');
  await expect(page).toHaveURL(/\/main\/dashboard/);
  await shell.dismissRules();
  await expect(shell.balance).toHaveText('100000.00');
  const [login] = await sim.requests('/v1/user/login');
  expect(login?.body).toMatchObject({ username: 'DEMO', isClient: true });
  await shell.screenshot('dashboard');
});

test('empty fields show the spec messages and send nothing', async ({ page, signIn, sim }) => {
  await signIn.open();
  await signIn.submit.click();
  await expect(page.getByText('User Name can not be blank!')).toBeVisible();
  await expect(page.getByText('User Password can not be blank!')).toBeVisible();
  expect(await sim.requests('/v1/user/login')).toHaveLength(0);
});

test('a non-client is refused with "You Are Not Authorised" and stays signed out', async ({
  page,
  signIn,
}) => {
  await signIn.as('agent', 'agent1234');
  await expect(page.getByText('You Are Not Authorised')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/signin/);
  await page.goto('/main/dashboard');
  await expect(page).toHaveURL(/\/signin/);
});

test('a first-login client must change the password, then signs in with the new one', async ({
  page,
  signIn,
  shell,
}) => {
  await signIn.as('newbie', 'newbie1234');
  await expect(page).toHaveURL(/\/main\/changepassword/);
  await shell.dismissRules();
  await page.getByLabel(/current password/i).fill('newbie1234');
  await page.getByLabel(/^new password/i).fill('newbie5678');
  await page.getByLabel(/confirm password/i).fill('newbie5678');
  await page.getByRole('button', { name: /done/i }).click();
  await expect(page.getByText(/password changed successfully/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
  await signIn.as('newbie', 'newbie5678');
  await expect(page).toHaveURL(/\/main\/dashboard/);
  await shell.dismissRules();
  await page.goto('/main/changepassword');
  await expect(page).toHaveURL(/\/main\/changepassword/);
});

test('a forced logout from the scenario lands on /signin', async ({ page, signIn, shell, sim }) => {
  await signIn.as('demo', 'demo1234');
  await shell.dismissRules();
  await sim.resume();
  await sim.trigger({ type: 'account.forceLogout', username: 'demo' });
  await expect(page).toHaveURL(/\/signin/, { timeout: 15_000 });
});
