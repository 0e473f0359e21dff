import { expectNoAxeViolations } from '../../fixtures/axe';
import { expectVisibleFocus, tabTo } from '../../fixtures/keyboard';
import { expect, test } from '../../fixtures/test';

// Each test signs in and scans pages with axe, frames included: allow for a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ sim, signIn }) => {
  await sim.load('casino-rounds');
  await signIn.viaApi('demo', 'demo1234');
});

for (const width of [1280, 375]) {
  test(`the lobby at ${width} px: both sections from the catalogue, New Launch badges, no sideways overflow, axe clean`, async ({
    page,
    shell,
    casinoLobby,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await casinoLobby.open();
    await expect(shell.sectionTitle).toHaveText('casino');
    await expect(casinoLobby.live.getByRole('link')).toHaveCount(11);
    await expect(casinoLobby.virtual.locator('a, button')).toHaveCount(6);
    await expect(casinoLobby.newLaunch(casinoLobby.live)).toHaveCount(3);
    await expect(casinoLobby.liveCard('Test Teenpatti')).toContainText('New Launch');
    expect(await shell.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `casino lobby (${width})`);
  });
}

test('a live card opens its table route, a virtual card its game', async ({ page, casinoLobby }) => {
  await casinoLobby.open();
  await casinoLobby.liveCard('20-20 Teenpatti').click();
  await expect(page).toHaveURL('/main/teen20/3030');
  await casinoLobby.open();
  await casinoLobby.liveCard('Lucky 7 - A').click();
  await expect(page).toHaveURL('/main/lucky7/3032');
  await casinoLobby.open();
  await casinoLobby.virtualCard('Roulette').click();
  await expect(page).toHaveURL('/main/virtual-games/roultee/');
});

test("'Please Note': the point rate, No closes it, Yes opens the game's embedded page", async ({
  page,
  casinoLobby,
  providerGame,
}) => {
  await casinoLobby.open();
  await casinoLobby.virtualCard('Aviator').click();
  await expect(casinoLobby.pleaseNote).toBeVisible();
  await expect(casinoLobby.pointRate).toHaveText('1 Point = ₹2');
  await expect(casinoLobby.pleaseNote).toContainText('10 Points = ₹20');
  await expectNoAxeViolations(page, 'Please Note modal (1280)');
  await casinoLobby.disagree.click();
  await expect(casinoLobby.pleaseNote).toHaveCount(0);
  await expect(page).toHaveURL('/main/casino');

  await page.setViewportSize({ width: 375, height: 812 });
  await casinoLobby.virtualCard('Ludo').click();
  await expect(casinoLobby.pleaseNote).toContainText('Leaving a Ludo Quick Table');
  await expectNoAxeViolations(page, 'Please Note modal (375)');
  await casinoLobby.agree.click();
  await expect(page).toHaveURL('/main/iframe-casino/600113');
  await expect(providerGame.element).toBeVisible();
  await expect(providerGame.frame.getByRole('heading', { name: 'Ludo Quick Table' })).toBeVisible();
});

test("keyboard only: a card opens 'Please Note' with focus on its agree button, No and Escape close it back to the card, Enter on Yes opens the game", async ({
  page,
  casinoLobby,
}) => {
  await casinoLobby.open();
  const aviator = casinoLobby.virtualCard('Aviator');
  await tabTo(page, aviator);
  await expectVisibleFocus(aviator);
  await page.keyboard.press('Enter');
  await expect(casinoLobby.pleaseNote).toBeVisible();
  await expectVisibleFocus(casinoLobby.agree);
  await page.keyboard.press('Shift+Tab');
  await expectVisibleFocus(casinoLobby.disagree);
  await page.keyboard.press('Enter');
  await expect(casinoLobby.pleaseNote).toHaveCount(0);
  await expect(aviator).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(casinoLobby.pleaseNote).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(casinoLobby.pleaseNote).toHaveCount(0);
  await expect(aviator).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(casinoLobby.agree).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/main/iframe-casino/201206');
});

test('the New Launch badge stands still under prefers-reduced-motion', async ({ page, casinoLobby }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await casinoLobby.open();
  const badge = casinoLobby.newLaunch(casinoLobby.live).first();
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await badge.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
});
