/**
 * Issue 14 on a live table: a keyboard-only bet (rate -> stake -> Done) with visible focus and
 * focus returned to the rate after the slip closes; the round countdown announced politely a
 * few times a round, not every second; reduced motion calms the live badge.
 */

import { E2E_TODAY_NOON, installPageClock } from '../../fixtures/clock';
import { expectVisibleFocus, tabTo } from '../../fixtures/keyboard';
import { expect, test } from '../../fixtures/test';
import { startCasinoRounds } from './casino-rounds';

test.describe.configure({ timeout: 120_000 });

// Each test starts on Lucky 7 with the scenario frozen in its first round's betting window. The
// page's own timers are controllable too (page.clock): a slow machine must not let the slip's
// 7 seconds run out between two key presses.
test.beforeEach(async ({ page, sim, signIn, casinoTable }) => {
  await installPageClock(page, Date.parse(E2E_TODAY_NOON));
  await startCasinoRounds({ sim, signIn });
  const [first] = await sim.casinoRounds('lucky7');
  await casinoTable.open('lucky7', '3032');
  await casinoTable.waitForOpenRound(first ?? '', casinoTable.market('HIGH Card'));
});

test('keyboard only: Tab to a rate, Enter, type the stake, Done, OK; focus comes back to the rate', async ({
  page,
  shell,
  casinoTable,
}) => {
  const high = casinoTable.market('HIGH Card');
  await tabTo(page, high);
  await expectVisibleFocus(high);
  await page.keyboard.press('Enter');
  await expect(casinoTable.slip.root).toBeVisible();
  await casinoTable.freezeTimers();
  await expect(casinoTable.slip.amount).toBeFocused();
  await page.keyboard.type('300');
  await expect(casinoTable.slip.amount).toHaveValue('300');

  await tabTo(page, casinoTable.slip.done, 20);
  await expectVisibleFocus(casinoTable.slip.done);
  await page.keyboard.press('Enter');
  await expect(casinoTable.result.dialog).toBeVisible();
  await page.clock.resume();
  await expect(casinoTable.result.message).toHaveText('Bet Placed Successfully');
  await expect(casinoTable.result.ok).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(casinoTable.result.dialog).toHaveCount(0);

  await expect(shell.exposureAmount).toHaveText('300.00');
  await expect(
    casinoTable.betRow(casinoTable.openBets, [/^HIGH Card/, 'LAGAI', '2.00', '300.00']),
  ).toHaveCount(1);
  await expect(high, 'focus returns to the rate that opened the slip').toBeFocused();
});

test('keyboard only: Escape closes the slip and focus returns to its rate; the rate steps by 0.01', async ({
  page,
  casinoTable,
}) => {
  const even = casinoTable.market('Even');
  await tabTo(page, even);
  await page.keyboard.press('Enter');
  await casinoTable.freezeTimers();
  await expect(casinoTable.slip.amount).toBeFocused();
  const lower = casinoTable.slip.root.getByRole('button', { name: 'Lower the rate by 0.01' });
  // The rate sits before the amount: back over 'Raise the rate by 0.01' to 'Lower the rate by 0.01'.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expectVisibleFocus(lower);
  await page.keyboard.press('Enter');
  await expect(casinoTable.slip.root.getByTestId('slip-rate')).toHaveText('2.09');
  await page.keyboard.press('Escape');
  await expect(casinoTable.slip.root).toHaveCount(0);
  await expect(even).toBeFocused();
});

test('the countdown is announced politely when a round opens, near its end and when betting closes', async ({
  page,
  sim,
  casinoTable,
}) => {
  const announcer = casinoTable.countdownAnnouncer;
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(casinoTable.countdown).not.toHaveAttribute('aria-live', /.+/);
  await expect(announcer).toHaveText(/^New round: Betting open, \d+ seconds left$/);
  const first = await announcer.textContent();

  // A second later the timer moved but nothing new is said.
  const before = await casinoTable.countdown.textContent();
  await sim.advance(1_000);
  await expect(casinoTable.countdown).not.toHaveText(before ?? '');
  await expect(announcer).toHaveText(first ?? '');

  await sim.advanceTo(8_000);
  await expect(announcer).toHaveText(/^[1-5] seconds left$/);
  await sim.advanceTo(12_500);
  await expect(announcer).toHaveText('Betting closed');

  const pulse = () =>
    page
      .locator('[class*="liveBadge"]')
      .evaluate((badge) => Number.parseFloat(getComputedStyle(badge, '::before').animationDuration));
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await pulse(), 'the live badge pulses').toBeGreaterThan(0.1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await pulse(), 'the live badge stops pulsing under reduced motion').toBeLessThan(0.01);
});
