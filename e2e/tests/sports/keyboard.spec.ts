import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';

const MATCH = 'India v Pakistan';

test.beforeEach(async ({ sim }) => {
  await sim.load('sports-settlement');
});

/** Presses Tab until `target` has focus (a keyboard user's walk), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  const element = await target.elementHandle();
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((el) => el === document.activeElement, element)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${limit} Tab presses did not reach ${target}`);
}

/** The focused element draws a visible focus indicator (outline or box-shadow). */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.outline || ring.shadow, 'focused element shows a focus ring').toBe(true);
}

test('keyboard only: Tab to a LAGAI rate, Enter, type the stake, Done, Confirm and OK; focus comes back to the rate', async ({
  page,
  signIn,
  shell,
  sim,
  matchList,
  matchDetails,
}) => {
  await signIn.as('demo', 'demo1234');
  await shell.dismissRules();
  await matchList.open();
  await matchList.openMatch(MATCH);
  const lagai = matchDetails.teamRate('India', 'LAGAI');
  await expect(lagai).toHaveText('60');
  await sim.pause();

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
  signIn,
  shell,
  sim,
  matchList,
  matchDetails,
}) => {
  await signIn.as('demo', 'demo1234');
  await shell.dismissRules();
  await matchList.open();
  await matchList.openMatch(MATCH);
  const lagai = matchDetails.teamRate('India', 'LAGAI');
  await expect(lagai).toHaveText('60');
  await sim.pause();

  await tabTo(page, lagai);
  await page.keyboard.press('Enter');
  await expect(matchDetails.slip.amount).toBeFocused();
  await tabTo(page, matchDetails.slip.close, 20);
  await page.keyboard.press('Enter');
  await expect(matchDetails.slip.root).toHaveCount(0);
  await expect(lagai).toBeFocused();
});
