import { expectVisibleFocus, tabTo } from '../../fixtures/keyboard';
import { expect, test } from '../../fixtures/test';

const MATCH = 'India v Pakistan';

// Each test starts on the match page, the scenario frozen on India's opening LAGAI rate (60).
test.beforeEach(async ({ sim, signIn, matchList, matchDetails }) => {
  await sim.load('sports-settlement');
  await signIn.viaApi('demo', 'demo1234');
  await matchList.open();
  await matchList.openMatch(MATCH);
  await expect(matchDetails.teamRate('India', 'LAGAI')).toHaveText('60');
  await sim.pause();
});

test('keyboard only: Tab to a LAGAI rate, Enter, type the stake, Done, Confirm and OK; focus comes back to the rate', async ({
  page,
  shell,
  matchDetails,
}) => {
  const lagai = matchDetails.teamRate('India', 'LAGAI');

  await tabTo(page, lagai);
  await expectVisibleFocus(lagai);
  await page.keyboard.press('Enter');
  await expect(matchDetails.slip.root).toBeVisible();
  await expect(matchDetails.slip.amount).toBeFocused();
  await page.keyboard.type('500');
  await expect(matchDetails.slip.amount).toHaveValue('500');

  await tabTo(page, matchDetails.slip.done, 20);
  await expectVisibleFocus(matchDetails.slip.done);
  await page.keyboard.press('Enter');
  await expect(matchDetails.confirmModal.dialog).toBeVisible();
  await tabTo(page, matchDetails.confirmModal.confirm, 10);
  await page.keyboard.press('Enter');
  await expect(matchDetails.result.dialog).toBeVisible();
  await expect(matchDetails.result.message).toHaveText('Bet Placed Successfully');
  await tabTo(page, matchDetails.result.ok, 10);
  await page.keyboard.press('Enter');
  await expect(matchDetails.result.dialog).toHaveCount(0);

  await expect(shell.exposureAmount).toHaveText('500.00');
  await expect(matchDetails.betRow(matchDetails.oddsBets, [/^India/, '60', '500', 'LAGAI'])).toHaveCount(1);
  await expect(lagai, 'focus returns to the rate that opened the slip').toBeFocused();
});

test("keyboard only: the slip's Close button dismisses it and focus returns to its rate", async ({
  page,
  matchDetails,
}) => {
  const lagai = matchDetails.teamRate('India', 'LAGAI');

  await tabTo(page, lagai);
  await page.keyboard.press('Enter');
  await expect(matchDetails.slip.amount).toBeFocused();
  await tabTo(page, matchDetails.slip.close, 20);
  await page.keyboard.press('Enter');
  await expect(matchDetails.slip.root).toHaveCount(0);
  await expect(lagai).toBeFocused();
});
