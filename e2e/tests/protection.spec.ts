/**
 * Player protection (designed, client-side): a daily loss limit set in Settings closes every
 * slip once the day's net loss from the statement reaches it, saying why; the reality check
 * comes on the interval picked in Settings with the time played and the session's net result.
 */
import AxeBuilder from '@axe-core/playwright';
import { expectNoAxeViolations, WCAG_21_AA_TAGS } from '../fixtures/axe';
import { test as base, expect } from '../fixtures/test';
import { ProtectionPage } from '../pages/protection-page';
import { startCasinoRounds } from './casino/casino-rounds';

const test = base.extend<{ protection: ProtectionPage }>({
  protection: async ({ page }, use) => {
    await use(new ProtectionPage(page));
  },
});

test.describe.configure({ timeout: 120_000 });

test('a daily loss limit, once reached, closes the slip with its reason instead of placing', async ({
  sim,
  signIn,
  casinoTable,
  protection,
}) => {
  await startCasinoRounds({ sim, signIn });
  await protection.open();
  await protection.setDailyLimit('500');
  await expect(protection.saved).toHaveText('Your daily loss limit is now ₹500.00.');
  await expect(protection.currentLimit).toHaveText('₹500.00');

  // 20-20 Dragon Tiger's first round is scripted '1': Dragon wins, a bet on Tiger loses.
  const [first = ''] = await sim.casinoRounds('dt20');
  await casinoTable.open('dt20', '3035');
  await casinoTable.waitForOpenRound(first, casinoTable.market('Tiger'));
  await casinoTable.placeBet(casinoTable.market('Tiger'), '500');
  await casinoTable.result.acknowledge('Success', 'Bet Placed Successfully');
  await sim.advanceTo(19_500);
  const [, second = ''] = await sim.casinoRounds('dt20');
  await casinoTable.waitForOpenRound(second, casinoTable.market('Dragon'));

  // The statement now says -500 today: the next slip shows why it takes no bet.
  await casinoTable.market('Dragon').click();
  await expect(protection.lockNotice).toBeVisible({ timeout: 30_000 });
  await expect(protection.lockNotice).toContainText(
    'You have lost ₹500.00 today; your daily loss limit is ₹500.00. Betting opens again at midnight (India time).',
  );
  await expect(casinoTable.slip.root.getByRole('button', { name: 'Done' })).toHaveCount(0);
  await expect(casinoTable.slip.root.getByLabel('Amount')).toHaveCount(0);
  await expect(casinoTable.slip.root.getByRole('button', { name: 'Close' })).toBeFocused();
  await casinoTable.page.keyboard.press('Escape');
  await expect(casinoTable.slip.root).toHaveCount(0);
  expect(await sim.requests('/v1/casino/casinoBetPlace')).toHaveLength(1);

  // The closed slip scanned on its own: a whole-page scan outlasts the slip's 7 s on a busy machine.
  await casinoTable.market('Tiger').click();
  await expect(casinoTable.slip.root).toBeVisible();
  const { violations } = await new AxeBuilder({ page: casinoTable.page })
    .include('[data-testid="bet-slip"]')
    .withTags(WCAG_21_AA_TAGS)
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // Raising it waits for tomorrow: the slip stays closed today.
  await protection.open();
  await protection.setDailyLimit('5000');
  await expect(protection.saved).toContainText('; until then it stays ₹500.00.');
  await expect(protection.currentLimit).toHaveText('₹500.00');
});

test('the reality check comes on the interval picked, with the time played; Continue, then Log out', async ({
  page,
  sim,
  signIn,
  protection,
}) => {
  await page.clock.install();
  await startCasinoRounds({ sim, signIn });
  await protection.open();
  await expect(protection.clock).toBeVisible();
  await protection.realityCheckEvery('15 min');
  await expect(protection.realityCheck).toHaveCount(0);

  await page.clock.fastForward('15:00');
  await expect(protection.realityCheck).toBeVisible();
  await expect(protection.realityCheck).toContainText('You have been playing for 15 min.');
  await expect(protection.realityCheck).toContainText('Net result this session');
  await expect(protection.continueButton).toBeFocused();
  await expectNoAxeViolations(page, 'the reality check');
  await protection.continueButton.press('Enter');
  await expect(protection.realityCheck).toHaveCount(0);

  await page.clock.fastForward('14:00');
  await expect(protection.realityCheck).toHaveCount(0);
  await page.clock.fastForward('01:05');
  await expect(protection.realityCheck).toContainText('You have been playing for 30 min.');
  await protection.logoutButton.click();
  await expect(page).toHaveURL(/\/signin$/);
});
