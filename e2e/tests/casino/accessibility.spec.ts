/**
 * Every live table passes axe (WCAG 2.1 A/AA) at 1280 and 375 px with its round, cards, grid
 * and a filled 'Last Result' strip, without sideways overflow; so do the slip, the rules popup,
 * the round result popup and the 'Completed Casino Bets' modal. With SCREENS=1 screens are captured
 * into artifacts/screens/<project>/ for review.
 */
import { LIVE_CASINO_GAMES } from '@esk/contracts/catalog/casino';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';
import { startCasinoRounds } from './casino-rounds';

/** Past every table's first round (Andar Bahar's ends at 63.5 s): each strip shows a result. */
const WITH_RESULTS = 70_000;

test.beforeEach(async ({ sim, signIn }) => {
  await startCasinoRounds({ sim, signIn }, WITH_RESULTS);
});

// One tour per width: one sign-in and one loaded scenario serve eleven tables.
for (const width of [1280, 375]) {
  test(`every live table passes axe at ${width} px with its round, cards, grid and results`, async ({
    page,
    shell,
    casinoTable,
  }) => {
    test.setTimeout(LIVE_CASINO_GAMES.length * 30_000); // a scan can take ten seconds on a loaded machine
    await page.setViewportSize({ width, height: 812 });
    for (const [index, game] of LIVE_CASINO_GAMES.entries()) {
      await test.step(game.name, async () => {
        await casinoTable.open(game.shortName, game.eventId);
        await expect(casinoTable.heading).toHaveText(game.name);
        await expect(casinoTable.roundId).toContainText(game.eventId);
        await expect(casinoTable.lastResults.getByRole('button').first()).toBeVisible();
        await expect(casinoTable.cards).toBeVisible();
        await expect(casinoTable.video).toHaveAttribute('title', `Live video: ${game.name}`);
        await expect.poll(() => shell.horizontalOverflow()).toBeLessThanOrEqual(0);
        await shell.screenshot(`casino-${game.shortName}-${width}`);
        // The header and menu are the same on every table: the first scan covers them, the rest scan main.
        await expectNoAxeViolations(page, `${game.name} (${width})`, index === 0 ? {} : { include: 'main' });
      });
    }
  });
}

for (const width of [1280, 375]) {
  test(`the slip, the rules popup, a round result and Completed Casino Bets pass axe at ${width} px`, async ({
    page,
    sim,
    shell,
    casinoTable,
  }) => {
    test.setTimeout(180_000); // four scans; each takes up to half a minute on a loaded machine
    // Amar Akbar Anthony deals a round every 18 s: the one from 72 s is taking bets.
    await sim.advanceTo(73_000);
    const rounds = await sim.casinoRounds('aaa');
    await casinoTable.open('aaa', '3056');
    const yes = casinoTable.market('A. Amar', 'Yes');
    await casinoTable.waitForOpenRound(rounds.at(-1) ?? '', yes);
    await page.setViewportSize({ width, height: 812 });
    await casinoTable.market('C. Anthony', 'No').click();
    await expect(casinoTable.slip.root).toBeVisible();
    await expect(casinoTable.slip.root).toContainText('No');
    await expectNoAxeViolations(page, `aaa slip (${width})`);
    // The scan may outlast the slip's 7 seconds on a busy machine (axe needs the page's timers, so they
    // run): the slip may close itself between any check and the click. Either way it must be gone.
    await casinoTable.slip.close.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(casinoTable.slip.root).toHaveCount(0);

    await casinoTable.rulesButton.click();
    await expect(page.getByRole('dialog', { name: /Game Rules/ })).toContainText('Amar (A) wins on A to 6');
    await expectNoAxeViolations(page, `aaa rules (${width})`);
    await page.keyboard.press('Escape');

    await casinoTable.resultCircle(rounds[0] ?? '').click();
    const popup = page.getByRole('dialog', { name: 'Round Result' });
    await expect(popup.getByRole('img').first()).toBeVisible();
    await expect(popup).toContainText('Winner');
    await shell.screenshot(`casino-result-popup-${width}`);
    await expectNoAxeViolations(page, `aaa result popup (${width})`);
    await page.keyboard.press('Escape');

    await casinoTable.completedButton.click();
    await expect(casinoTable.completedDialog).toContainText('No completed bets today.');
    await expectNoAxeViolations(page, `aaa completed bets (${width})`);
    await page.keyboard.press('Escape');
  });
}
