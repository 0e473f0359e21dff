import { MATKA_GAME_TILES } from '@esk/contracts/catalog/matka';
import { E2E_TODAY_NOON } from '../../fixtures/clock';
import { expect, test } from '../../fixtures/test';

/**
 * The market list and a market's game-type menu (spec 002 §2) on matka-day (today from 12:00):
 * active markets only, in priority order, each with today's date, its times and its state in words;
 * the menu's six tiles come from the contracts catalogue and open their game pages.
 */
const MARKET = 'QA KALYAN';

// Six game pages open in turn: a minute or more on a loaded machine.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ sim, signIn }) => {
  await sim.load('matka-day', { startAt: E2E_TODAY_NOON, paused: true });
  // QA UPLINE is closed by the upline one second in.
  await sim.advanceTo(2000);
  await signIn.viaApi('demo', 'demo1234');
});

/** Today at +05:30 as the matka pages write it ('18-11-2026'). */
const todayIst = () => E2E_TODAY_NOON.slice(0, 10).split('-').reverse().join('-');

test('lists the active markets in order with today, their times and their state; inactive ones are hidden', async ({
  page,
  matkaList,
}) => {
  await matkaList.open();
  await expect(matkaList.markets).toHaveCount(4);
  await expect(matkaList.markets.locator('[data-testid="market-date"]').first()).toHaveText(todayIst());
  await expect(matkaList.markets).toHaveText([/QA KALYAN/, /QA HARUP/, /NIGHT HARUP/, /QA UPLINE/]);
  await expect(matkaList.market('QA PAUSED')).toHaveCount(0);

  const kalyan = matkaList.market(MARKET);
  await expect(kalyan).toContainText(/Open\s*12:10/);
  await expect(kalyan).toContainText(/Close\s*12:20/);
  await expect(kalyan.getByTestId('market-phase')).toHaveText('Betting open');
  await expect(matkaList.market('QA UPLINE').getByTestId('market-phase')).toHaveText('Bets closed');

  await matkaList.betListLink.click();
  await expect(page).toHaveURL(/\/main\/matka-bet-list$/);
});

test("a market's menu shows the six game types in catalogue order, each opening its page", async ({
  page,
  sim,
  matkaList,
  matkaGame,
}) => {
  const { matkaEventId } = await sim.matkaMarket(MARKET);
  await matkaList.open();
  await matkaList.market(MARKET).click();
  await expect(page).toHaveURL(new RegExp(`/main/matka-type/QA(%20| )KALYAN/${matkaEventId}$`));
  await expect(matkaList.gameTiles).toHaveText(MATKA_GAME_TILES.map((tile) => new RegExp(tile.label)));

  for (const tile of MATKA_GAME_TILES) {
    await matkaList.gameTile(tile.label).click();
    await expect(page).toHaveURL(new RegExp(`/main/${tile.route}/${matkaEventId}$`));
    await expect(matkaGame.heading).toHaveText(`${MARKET}-${tile.suffix}`);
    await page.goBack();
    await expect(matkaList.gameTiles).toHaveCount(MATKA_GAME_TILES.length);
  }
});
