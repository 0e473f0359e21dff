import { E2E_TODAY_NOON } from '../../fixtures/clock';
import { expect, test } from '../../fixtures/test';

const MARKET = 'QA KALYAN';

test.beforeEach(async ({ sim, signIn }) => {
  await sim.load('matka-day', { startAt: E2E_TODAY_NOON, paused: true });
  await signIn.viaApi('demo', 'demo1234');
});

test('an undeclared bet is cancelled from the bet list after a confirmation and its exposure returns', async ({
  sim,
  shell,
  matkaGame,
  matkaBetList,
}) => {
  const { matkaEventId } = await sim.matkaMarket(MARKET);
  await matkaGame.open('matka-single', matkaEventId);
  await matkaGame.marketType('Open Market').click();
  await matkaGame.bet('7', '500');
  await expect(shell.exposureAmount).toHaveText('500.00');

  await matkaBetList.open();
  await expect(matkaBetList.rows).toHaveCount(1);
  await matkaBetList.cancelButton('7').click();
  await expect(matkaBetList.cancelDialog).toContainText('500');
  await matkaBetList.cancelDialog.getByRole('button', { name: 'Keep Bet' }).click();
  await expect(matkaBetList.cancelDialog).toHaveCount(0);
  await expect(matkaBetList.rows).toHaveCount(1);

  await matkaBetList.cancelButton('7').click();
  await matkaBetList.cancelDialog.getByRole('button', { name: 'Cancel Bet' }).click();
  await matkaGame.toast.acknowledge('Bet canceled successfully');
  // It stays listed, as Canceled, without a Cancel (issue 28).
  await expect(matkaBetList.row(['7', 'Single', '500', 'Canceled'])).toHaveCount(1);
  await expect(matkaBetList.cancelButton('7')).toHaveCount(0);
  await expect(shell.exposureAmount).toHaveText('0.00');
  await expect(shell.balance).toHaveText('100000.00');
  // What the client sent, and what the server answered.
  const cancelled = await sim.requests('/v1/matka/matkaBetCancel');
  expect(cancelled.map((request) => request.status)).toEqual([200]);
});

test('once its side closes a bet has no Cancel, and a declared one neither', async ({
  sim,
  matkaGame,
  matkaBetList,
}) => {
  const { matkaEventId } = await sim.matkaMarket(MARKET);
  await matkaGame.open('matka-single', matkaEventId);
  await matkaGame.marketType('Open Market').click();
  await matkaGame.bet('1', '100');
  await matkaGame.marketType('Close Market').click();
  await matkaGame.bet('2', '100');
  await matkaBetList.open();
  await expect(matkaBetList.cancelButton('1')).toBeVisible();
  await expect(matkaBetList.cancelButton('2')).toBeVisible();

  // 12:10 the open side closes; 12:12 OPEN 128 is declared.
  await sim.advanceTo(12 * 60_000 + 30_000);
  await matkaBetList.open();
  await expect(matkaBetList.row(['1', 'Single', '1', '850'])).toHaveCount(1);
  await expect(matkaBetList.cancelButton('1')).toHaveCount(0);
  await expect(matkaBetList.cancelButton('2')).toBeVisible();
});
