import { msToReach } from '@esk/contracts/catalog/aviator-curve';
import { E2E_TODAY_NOON } from '../../fixtures/clock';
import { expect, test } from '../../fixtures/test';
import { lastRoundId, openPaused, round } from './rounds';

// Each test replays minutes of scenario time through a real browser: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ sim, signIn, shell, aviator }) => {
  // The statement's presets follow the browser's real clock: play the scenario today.
  await openPaused({ sim, signIn, aviator }, { startAt: E2E_TODAY_NOON });
  await expect(shell.balance).toHaveText('100000.00');
});

test('a bet cashed out at 2.00 pays the amount x 2 into the balance and the statement', async ({
  sim,
  shell,
  aviator,
  statement,
}) => {
  const r5 = round(5);
  expect(r5.crashPoint).toBe(2.37);
  await sim.advanceTo(r5.open + 1000);
  const roundId = await lastRoundId(sim);
  await aviator.waitForStatus('open', roundId);

  const [panel] = aviator.panels;
  await panel.setStake('100');
  await panel.button.click();
  await expect(panel.status).toHaveText('Aviator Bet Place Succesfull');
  await panel.expectButton('CANCEL');
  await expect(shell.exposureAmount).toHaveText('100.00');

  // The server's clock stops exactly at 2.00x: that is the price the cash-out gets.
  await sim.advanceTo(r5.takeOff + msToReach(2));
  await aviator.waitForStatus('running', roundId);
  await panel.expectButton('Cashout');
  await panel.button.click();
  await expect(panel.status).toHaveText('Cashed out at 2.00x · Win 200.00 (+100.00)');
  await panel.expectButton('BET');
  await expect(shell.balance).toHaveText('100100.00');
  await expect(shell.exposureAmount).toHaveText('0.00');
  const cashOuts = await sim.requests('/v1/casino/avaitorCashOut');
  expect(cashOuts.map((entry) => entry.body)).toEqual([
    { roundId, eventId: 303031, betId: expect.any(String) },
  ]);

  await statement.open();
  const row = statement.row(`Aviator / Round ${roundId} / Cashout 2.00x`);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText('100.00');
});

test('a bet riding to a 1.00 crash is lost: balance and statement down by the stake', async ({
  sim,
  shell,
  aviator,
  statement,
}) => {
  const r1 = round(1);
  expect(r1.crashPoint).toBe(1);
  await sim.advanceTo(r1.open + 1000);
  const roundId = await lastRoundId(sim);
  await aviator.waitForStatus('open', roundId);
  const [panel] = aviator.panels;
  await panel.setStake('100');
  await panel.button.click();
  await panel.expectButton('CANCEL');

  await sim.advanceTo(r1.crash + 500);
  await aviator.waitForStatus('waiting', roundId);
  expect((await aviator.frame()).crashValue).toBe(1);
  await expect(aviator.page.getByTestId('aviator-round-status')).toHaveText('FLEW AWAY! Flew away at 1.00x');
  await expect(panel.status).toHaveText('Lost 100.00');
  await panel.expectButton('BET');
  await expect(shell.balance).toHaveText('99900.00');
  await expect(shell.exposureAmount).toHaveText('0.00');

  // The round joins the history strip when it closes.
  await sim.advanceTo(r1.close + 500);
  await expect(aviator.history.getByRole('listitem').first()).toHaveText('1.00x');

  await statement.open();
  const row = statement.row(`Aviator / Round ${roundId} / Crashed 1.00x`);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(3)).toHaveText('100.00');
});
