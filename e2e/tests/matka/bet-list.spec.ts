import { E2E_TODAY_NOON } from '../../fixtures/clock';
import { expect, test } from '../../fixtures/test';

/**
 * The matka bet list (spec 002 §2) on matka-day (today from 12:00): the presets and the Matka
 * Name and Games Type filters ask the exchange again; an undeclared bet says 'Not Declare' until
 * its side's result, then shows the result and its P&L in the sum.
 */
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ sim, signIn }) => {
  await sim.load('matka-day', { startAt: E2E_TODAY_NOON, paused: true });
  await signIn.viaApi('demo', 'demo1234');
});

test('presets and the Matka Name and Games Type filters narrow the list; a declared side shows its result and P&L', async ({
  page,
  sim,
  matkaGame,
  matkaBetList,
}) => {
  const kalyan = await sim.matkaMarket('QA KALYAN');
  const harup = await sim.matkaMarket('QA HARUP');
  await matkaGame.open('matka-single', kalyan.matkaEventId);
  await matkaGame.marketType('Open Market').click();
  await matkaGame.bet('1', '100');
  await matkaGame.open('matka-tripple-patti', kalyan.matkaEventId);
  await matkaGame.marketType('Close Market').click();
  await matkaGame.bet('777', '10');
  await page.goto(`/main/satta-matkas/${harup.matkaEventId}`);
  await matkaGame.bet('07', '20');

  await matkaBetList.open();
  await expect(matkaBetList.rows).toHaveCount(3);
  await expect(matkaBetList.count).toHaveText('3');
  await expect(matkaBetList.row(['QA KALYAN', '1', 'Single', '100', 'Not Declare'])).toHaveCount(1);

  const byMarket = page.getByLabel('Matka Name');
  const byGame = page.getByLabel('Games Type');
  await byMarket.selectOption({ label: 'QA HARUP' });
  await expect(matkaBetList.rows).toHaveCount(1);
  await expect(matkaBetList.row(['QA HARUP', '07', 'Jodi', '20'])).toHaveCount(1);
  await byMarket.selectOption({ label: 'All' });
  await byGame.selectOption({ label: 'Triple Patti' });
  await expect(matkaBetList.rows).toHaveCount(1);
  await expect(matkaBetList.row(['QA KALYAN', '777', 'Triple Patti', '10'])).toHaveCount(1);
  await byGame.selectOption({ label: 'All' });
  await expect(matkaBetList.rows).toHaveCount(3);

  await page.getByRole('button', { name: 'Yesterday', exact: true }).click();
  await expect(matkaBetList.empty).toBeVisible();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(matkaBetList.rows).toHaveCount(3);

  // 12:12 OPEN 128 (ank 1) is declared: the open single wins 100 x 8.5; the close bets wait.
  await sim.advanceTo(12 * 60_000 + 30_000);
  await matkaBetList.open();
  await expect(matkaBetList.row(['QA KALYAN', '1', 'Single', '100', '1', '850'])).toHaveCount(1);
  await expect(matkaBetList.row(['777', 'Triple Patti', '10', 'Not Declare'])).toHaveCount(1);
  await expect(matkaBetList.total).toHaveText('850');
});
