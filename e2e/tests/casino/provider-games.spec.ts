import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';

// Each test signs in and scans pages with axe, frames included: allow for a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

const coins = (value: number) => value.toFixed(2);

test.beforeEach(async ({ sim, signIn }) => {
  await sim.load('casino-rounds');
  // Frozen: the scenario closes Roulette at 5m; these tests play before that.
  await sim.pause();
  await signIn.viaApi('demo', 'demo1234');
});

test('a virtual game plays in its full-height frame and moves the wallet by the round’s net', async ({
  page,
  shell,
  sim,
  providerGame,
}) => {
  await page.goto('/main/virtual-games/roultee');
  await expect(shell.sectionTitle).toHaveText('Virtual Games');
  await expect(providerGame.title).toHaveText('Roulette');
  await expect(providerGame.element).toHaveAttribute('src', /\/games\/roultee\?token=.+/);
  // The mock is the provider: the frame's address (and its game token) came from casinoLoginUrl.
  const login = await sim.requests('/v1/user/casinoLoginUrl');
  expect(login.at(-1)?.body).toMatchObject({ gameId: 'roultee' });
  await expect(providerGame.element).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(providerGame.wallet).toContainText('50,000 points');
  const answer = await providerGame.playRound('Red', 50);
  expect(answer.play.debitAmount).toBe(100);
  const net = answer.play.creditAmount - answer.play.debitAmount + answer.play.rollbackAmount;
  await expect(shell.balance).toHaveText(coins(100000 + net));
  await expect(providerGame.message).toHaveText(
    answer.play.outcome === 'won'
      ? /^You won ₹/
      : answer.play.outcome === 'void'
        ? /^Stake returned/
        : /^No win/,
  );
  await expect(providerGame.playRows).toHaveCount(1);
  await expect(providerGame.playRows.first()).toContainText(answer.round.roundId);
});

test("an unknown virtual game says 'No game found'", async ({ page, providerGame }) => {
  await page.goto('/main/virtual-games/poker');
  await expect(page.getByRole('alert')).toContainText('No game found');
  await expect(providerGame.element).toHaveCount(0);
});

test('an international table opens after Please Note at 98% of the viewport’s height and deals', async ({
  page,
  shell,
  sim,
  providerGame,
  casinoLobby,
}) => {
  await page.goto('/main/int-casino');
  await expect(shell.sectionTitle).toHaveText('International Casino');
  await casinoLobby.intTable('Baccarat').click();
  await casinoLobby.agree.click();
  await expect(page).toHaveURL('/main/iframe-casino/900101');
  await expect(providerGame.element).toBeVisible();
  const box = await providerGame.element.boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(Math.round(800 * 0.98));
  const login = await sim.requests('/v1/user/casinoLoginUrl');
  expect(login.at(-1)?.body).toMatchObject({ gameId: '900101', platformId: 'mobile', providerName: '' });
  expect(String(login.at(-1)?.body.redirectUrl)).toMatch(/\/main\/dashboard$/);
  const answer = await providerGame.playRound('Player', 100);
  expect(answer.round.gtype).toBe('baccarat');
  expect(answer.play.debitAmount).toBe(200);
});

test('a game the scenario closes refuses plays and says why', async ({ page, sim, providerGame }) => {
  await sim.advanceTo(5 * 60_000 + 1000);
  await page.goto('/main/virtual-games/roultee');
  await expect(providerGame.message).toHaveText('This game is under maintenance. Please try again later.');
  await expect(providerGame.box('Red')).toBeDisabled();
  await expect(providerGame.play).toBeDisabled();
});

for (const width of [1280, 375]) {
  test(`the provider pages pass axe at ${width} px, frames included`, async ({
    page,
    shell,
    providerGame,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto('/main/virtual-games/dus-ka-dam');
    await expect(providerGame.box('Dus')).toBeVisible();
    await providerGame.playRound('Odd', 10);
    expect(await shell.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `virtual game (${width})`);

    await page.goto('/main/int-casino');
    await expect(page.getByRole('region', { name: 'Tables' })).toBeVisible();
    expect(await shell.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `int-casino (${width})`);

    await page.goto('/main/iframe-casino/900000');
    await expect(providerGame.frame.getByRole('link', { name: /Casino War/ })).toBeVisible();
    await expectNoAxeViolations(page, `IntCasino lobby frame (${width})`);

    await page.goto('/main/virtual-games/nope');
    await expect(page.getByRole('alert')).toContainText('No game found');
    await expectNoAxeViolations(page, `no game found (${width})`);
  });
}
