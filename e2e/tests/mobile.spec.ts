/** Runs in the 'mobile' project (375 x 812, touch): the phone layout of the main flow. */
import { expect, test } from '../fixtures/test';

const MATCH = 'India v Pakistan';
const SESSION = '6 OVER RUN IND';

test.beforeEach(async ({ sim }) => {
  await sim.load('sports-settlement');
});

test('on a phone a client signs in, opens a match from the dashboard and bets through the slip under the row', async ({
  page,
  signIn,
  shell,
  sim,
  matchList,
  matchDetails,
}) => {
  await signIn.as('demo', 'demo1234');
  await expect(page).toHaveURL(/\/main\/dashboard/);
  await shell.dismissRules();
  await expect(shell.balance).toHaveText('100000.00');
  // Phones fold the side menu behind the menu button.
  await expect(shell.sideMenu).toBeHidden();
  await expect(shell.menuButton).toBeVisible();
  await expect.poll(() => shell.horizontalOverflow()).toBeLessThanOrEqual(0);

  await shell.tile('In Play').click();
  await expect(page).toHaveURL(/\/main\/matches$/);
  await matchList.openMatch(MATCH);
  await expect(matchDetails.heading).toHaveText(MATCH);
  const yes = matchDetails.sessionRate(SESSION, 'YES');
  await expect(yes).toHaveText('49 100');
  await sim.pause();
  await expect(matchDetails.slipHint).toBeHidden();

  await matchDetails.openSlip(yes, '1000');
  const under = matchDetails.rowUnder(matchDetails.sessionRow(SESSION));
  await expect(under.getByRole('region', { name: 'Bet Slip' })).toBeVisible();
  await expect(matchDetails.slip.root).toHaveCount(1);
  await expect(matchDetails.slip.root).toBeInViewport();
  await expect.poll(() => shell.horizontalOverflow()).toBeLessThanOrEqual(0);
  await shell.screenshot('match-details-inline-slip');

  await matchDetails.slip.done.click();
  await matchDetails.confirmModal.confirm.click();
  await matchDetails.result.acknowledge('Success', 'Bet Placed Successfully');
  await expect(matchDetails.slip.root).toHaveCount(0);
  await expect(matchDetails.betRow(matchDetails.fancyBets, [SESSION, '49', '1000', 'YES'])).toHaveCount(1);
  await expect(shell.exposureAmount).toHaveText('1000.00');
});
