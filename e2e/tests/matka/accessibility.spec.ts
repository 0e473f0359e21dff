import type { Page } from '@playwright/test';
import { type AxeOptions, expectNoAxeViolations } from '../../fixtures/axe';
import { E2E_TODAY_NOON, installPageClock } from '../../fixtures/clock';
import { expectVisibleFocus, tabTo } from '../../fixtures/keyboard';
import { expect, test } from '../../fixtures/test';
import type { AppShell } from '../../pages/app-shell';

/**
 * A new user's walk through every matka screen at 1280 and 375 px: each screen has no
 * sideways overflow and no WCAG 2.1 A/AA violation (axe); then a keyboard-only bet, and the
 * calm look under prefers-reduced-motion.
 */
const MARKET = 'QA KALYAN';
const GAMES = ['Single', 'Jodi', 'Single Patti', 'Double Patti', 'Triple Patti', 'Odd Even'] as const;

// Axe scans of 100-tile grids take a while on a busy machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ sim, signIn }) => {
  await sim.load('matka-day', { startAt: E2E_TODAY_NOON, paused: true });
  await signIn.viaApi('demo', 'demo1234');
});

const ROUTES: Record<(typeof GAMES)[number], string> = {
  Single: 'matka-single',
  Jodi: 'matka-jodi',
  'Single Patti': 'matka-single-patti',
  'Double Patti': 'matka-double-patti',
  'Triple Patti': 'matka-tripple-patti',
  'Odd Even': 'matka-odd-even',
};

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 812 } });

    /** No sideways overflow, and no WCAG 2.1 A/AA violation. */
    const check = async (page: Page, shell: AppShell, screen: string, options: AxeOptions = {}) => {
      await expect.poll(() => shell.horizontalOverflow()).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `${screen} (${width})`, options);
    };

    test("the market list and a market's game menu pass axe; a tile opens its game page", async ({
      page,
      shell,
      matkaList,
      matkaGame,
    }) => {
      await matkaList.open();
      await expect(matkaList.market(MARKET)).toBeVisible();
      await check(page, shell, 'matka list');
      await matkaList.market(MARKET).click();
      await expect(matkaList.gameTiles).toHaveCount(6);
      await check(page, shell, 'game menu');
      await matkaList.gameTile('Double Patti').click();
      await expect(matkaGame.heading).toHaveText(`${MARKET}-DOUBLE-PATTI`);
    });

    test('every game page passes axe, with its slip open where it has one', async ({
      page,
      sim,
      shell,
      matkaGame,
    }) => {
      const { matkaEventId } = await sim.matkaMarket(MARKET);
      for (const [index, game] of GAMES.entries()) {
        await test.step(game, async () => {
          await matkaGame.open(ROUTES[game], matkaEventId);
          if (game !== 'Jodi') await matkaGame.marketType('Open Market').click();
          if (game !== 'Odd Even') {
            await matkaGame.grids.first().locator('button').nth(3).click();
            await expect(matkaGame.slip.root).toBeVisible();
          }
          // The first page's scan covers the header and menu; the others scan main (the slip is in it).
          await check(page, shell, game, index === 0 ? {} : { include: 'main' });
        });
      }
    });

    test('the Harup page with a bet, the bet list and the cancel dialog pass axe', async ({
      page,
      sim,
      shell,
      matkaGame,
      matkaBetList,
    }) => {
      const { matkaEventId } = await sim.matkaMarket('QA HARUP');
      await page.goto(`/main/satta-matkas/${matkaEventId}`);
      await matkaGame.bet('07', '100');
      await page.getByRole('button', { name: 'Harup Andar Bahar' }).click();
      await expect(matkaGame.grids).toHaveCount(2);
      await check(page, shell, 'Harup page with a bet');

      await matkaBetList.open();
      await expect(matkaBetList.rows).toHaveCount(1);
      await check(page, shell, 'bet list');
      await matkaBetList.cancelButton('07').click();
      await expect(matkaBetList.cancelDialog).toBeVisible();
      await check(page, shell, 'cancel dialog');
    });
  });
}

test('keyboard only: market type, a number, the stake, Done; the toast says it and focus is back on the number', async ({
  page,
  sim,
  shell,
  matkaGame,
}) => {
  const { matkaEventId } = await sim.matkaMarket(MARKET);
  // The page's own clock: held still while the keyboard walks the slip (its 7 s would race a busy machine).
  await installPageClock(page, await sim.now());
  await matkaGame.open('matka-single-patti', matkaEventId);
  const close = matkaGame.marketType('Close Market');
  await tabTo(page, close);
  await expectVisibleFocus(close);
  await page.keyboard.press('Enter');
  await expect(close).toHaveAttribute('aria-pressed', 'true');

  const patti = matkaGame.tile('128');
  await tabTo(page, patti, 120);
  await expectVisibleFocus(patti);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.keyboard.press('Enter');
  await expect(matkaGame.slip.amount).toBeFocused();
  await expect(matkaGame.slip.amount).toHaveValue('0');
  await page.keyboard.type('50');
  await expect(matkaGame.slip.amount).toHaveValue('50');
  await tabTo(page, matkaGame.slip.done, 20);
  await expectVisibleFocus(matkaGame.slip.done);
  await expect(matkaGame.slip.countdown).toHaveText('7');
  await page.clock.resume();
  await page.keyboard.press('Enter');
  await expect(matkaGame.toast.message('Bet Successful')).toBeVisible();
  await expect(matkaGame.slip.root).toHaveCount(0);
  await expect(patti, 'focus returns to the number that opened the slip').toBeFocused();
  await expect(shell.exposureAmount).toHaveText('50.00');
  await expect(matkaGame.pnl('128')).toHaveText('P&L +7450');
  await expect(matkaGame.betRow(['128', 'Single Patti', 'CLOSE', '50'])).toHaveCount(1);
});

test('the slip countdown is announced politely when it starts and near the end, not every second', async ({
  page,
  sim,
  matkaGame,
}) => {
  const { matkaEventId } = await sim.matkaMarket(MARKET);
  await installPageClock(page, await sim.now());
  await matkaGame.open('matka-single', matkaEventId);
  await matkaGame.marketType('Open Market').click();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await matkaGame.tile('9').click();
  const live = matkaGame.slip.root.locator('[aria-live="polite"]');
  await expect(matkaGame.slip.countdown).toHaveText('7');
  await expect(live).toHaveText('7 seconds left');
  await page.clock.runFor(2_000);
  await expect(matkaGame.slip.countdown).toHaveText('5');
  await expect(live).toHaveText('');
  await page.clock.runFor(2_000);
  await expect(matkaGame.slip.countdown).toHaveText('3');
  await expect(live).toHaveText('3 seconds left');
  await expect(matkaGame.slip.countdown).not.toHaveAttribute('aria-live', /.+/);
  await page.clock.runFor(3_000);
  await expect(matkaGame.slip.root).toHaveCount(0);
});

test('prefers-reduced-motion stops the open badge from pulsing', async ({ page, matkaList }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await matkaList.open();
  const dot = matkaList.market(MARKET).getByTestId('market-phase').locator('span').first();
  await expect(dot).toBeVisible();
  const duration = await dot.evaluate((el) => getComputedStyle(el).animationDuration);
  expect(Number.parseFloat(duration)).toBeLessThan(0.01);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(() => dot.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('1.6s');
});
