import { E2E_TODAY_NOON } from '../../fixtures/clock';
import { expect, test } from '../../fixtures/test';

/**
 * Every gating message of spec 002 §4/§5 in its situation, on matka-day (today from 12:00):
 * QA KALYAN's open side closes at 12:10, its close side and jodi at 12:20, bets close after
 * the close result at 12:22; QA UPLINE is closed by the upline; QA HARUP's open side closes
 * at 12:12. The scenario clock is paused and moved by the test.
 */
const minutes = (m: number, s = 0) => m * 60_000 + s * 1000;

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ sim, signIn }) => {
  await sim.load('matka-day', { startAt: E2E_TODAY_NOON, paused: true });
  await signIn.viaApi('demo', 'demo1234');
});

test("a market's day: select a market type, the side times out, jodi closes, then the upline message", async ({
  sim,
  matkaGame,
}) => {
  const { matkaEventId } = await sim.matkaMarket('QA KALYAN');
  await matkaGame.open('matka-single', matkaEventId);
  await expect(matkaGame.phase).toHaveText('Betting open');
  await matkaGame.tile('4').click();
  await matkaGame.toast.acknowledge('Please Select Market Type');
  await expect(matkaGame.slip.root).toHaveCount(0);

  await matkaGame.marketType('Open Market').click();
  await sim.advanceTo(minutes(10, 30));
  // The page follows the market: the open side is gone from the selector, the badge says so.
  await expect(matkaGame.phase).toHaveText('Close market open', { timeout: 15_000 });
  await expect(matkaGame.marketType('Open Market')).toHaveCount(0);
  await expect(matkaGame.pickerStatus).toHaveText('Your market type has closed: choose another.');
  await matkaGame.tile('4').click();
  await matkaGame.toast.acknowledge('Matka Bet Timeout');
  await matkaGame.marketType('Close Market').click();
  await matkaGame.tile('4').click();
  await expect(matkaGame.slip.root).toBeVisible();
  await matkaGame.slip.close.click();

  await sim.advanceTo(minutes(20, 30));
  await matkaGame.open('matka-jodi', matkaEventId);
  await expect(matkaGame.phase).toHaveText('Closed for today');
  await matkaGame.tile('45').click();
  await matkaGame.toast.acknowledge('Jodi Status Closed');

  await sim.advanceTo(minutes(22, 30));
  await expect(matkaGame.phase).toHaveText('Bets closed', { timeout: 15_000 });
  await matkaGame.tile('45').click();
  await matkaGame.toast.acknowledge('Your Bet is Closed Please Connect With Upline');
  // A page with a market type still asks for it first; none is offered any more.
  await matkaGame.open('matka-tripple-patti', matkaEventId);
  await expect(matkaGame.marketType('Close Market')).toHaveCount(0);
  await matkaGame.tile('777').click();
  // The patti pages use the spec's lowercase variant.
  await matkaGame.toast.acknowledge('please select market type');
});

test("a market closed by the upline says 'Your Bet is Closed Please Connect With Upline'", async ({
  sim,
  matkaGame,
}) => {
  await sim.advanceTo(2000);
  const { matkaEventId } = await sim.matkaMarket('QA UPLINE');
  await matkaGame.open('matka-double-patti', matkaEventId);
  await expect(matkaGame.phase).toHaveText('Bets closed');
  await matkaGame.marketType('Open Market').click();
  await matkaGame.tile('550').click();
  await matkaGame.toast.acknowledge('Your Bet is Closed Please Connect With Upline');
  await expect(matkaGame.slip.root).toHaveCount(0);
});

test('the Odd-Even page asks for market type, game type and amount in that order', async ({
  sim,
  matkaGame,
  matkaOddEven,
}) => {
  const { matkaEventId } = await sim.matkaMarket('QA KALYAN');
  await matkaGame.open('matka-odd-even', matkaEventId);
  await matkaOddEven.place.click();
  await expect(matkaOddEven.missing('marketType')).toHaveText('select market type');
  await matkaOddEven.choice('ODD').click();
  await matkaGame.toast.acknowledge('Please select market Type');
  await matkaGame.marketType('Open Market').click();
  await matkaOddEven.amount.fill('50');
  await matkaGame.toast.acknowledge('Please select game Type');
  await matkaOddEven.place.click();
  await expect(matkaOddEven.missing('choice')).toHaveText('select game type');
  await matkaOddEven.choice('ODD').click();
  await matkaOddEven.place.click();
  await expect(matkaOddEven.missing('amount')).toHaveText('enter amount');
  expect(await sim.requests('/v1/matka/matkaPlaceBet')).toEqual([]);
});

test('the Harup page gates Andar by the open side and dates a close after midnight tomorrow', async ({
  page,
  sim,
  matkaList,
  matkaGame,
}) => {
  await matkaList.open();
  await expect(matkaList.market('QA PAUSED')).toHaveCount(0);
  await matkaList.market('QA HARUP').click();
  await expect(page).toHaveURL(/\/main\/satta-matkas\/\d+$/);
  await matkaGame.bet('07', '20');
  await page.getByRole('button', { name: 'Harup Andar Bahar' }).click();
  await sim.advanceTo(minutes(12, 30));
  await expect(matkaGame.phase).toHaveText('Close market open', { timeout: 15_000 });
  await matkaGame.tile('3', 0).click();
  await matkaGame.toast.acknowledge('Matka Bet Timeout');
  await matkaGame.bet('3', '20', 1);
  await expect(matkaGame.betRow(['07', 'Jodi', 'JODI', '20'])).toHaveCount(1);
  await expect(matkaGame.betRow(['3', 'Harup Bahar', 'BAHAR', '20'])).toHaveCount(1);

  const night = await sim.matkaMarket('NIGHT HARUP');
  await page.goto(`/main/satta-matka/${night.matkaEventId}`);
  await expect(matkaGame.heading).toHaveText('NIGHT');
  const tomorrow = new Date(Date.parse(E2E_TODAY_NOON) + 86_400_000 + 5.5 * 3_600_000)
    .toISOString()
    .slice(0, 10)
    .split('-')
    .reverse()
    .join('-');
  await expect(page.getByTestId('market-close')).toHaveText(`00:30 (${tomorrow})`);
});
