/**
 * Match odds end to end on sports-settlement's India v Pakistan (scripted: India 1.62 / Pakistan
 * 2.6 from 0s, match odds won by India at 12m): a BACK and a LAY at the best prices, the
 * positions they leave, and the settlement into the balance and the statement.
 */
import { E2E_TODAY_NOON } from '../../fixtures/clock';
import { expect, test } from '../../fixtures/test';

const MATCH = 'India v Pakistan';

test.beforeEach(async ({ sim }) => {
  // The statement's date presets follow the browser's real clock: play the scenario today.
  await sim.load('sports-settlement', { startAt: E2E_TODAY_NOON });
});

test('a match odds BACK and LAY at the best prices move the positions and settle with the result', async ({
  signIn,
  shell,
  sim,
  matchList,
  matchDetails,
  statement,
}) => {
  await signIn.viaApi('demo', 'demo1234');
  await matchList.open();
  await matchList.openMatch(MATCH);

  const backIndia = matchDetails.exchangePrice(matchDetails.matchOdds, 'India', 'BACK');
  const layPakistan = matchDetails.exchangePrice(matchDetails.matchOdds, 'Pakistan', 'LAY');
  // Three prices a side; the best back of India and the best lay of Pakistan open the slip.
  await expect(backIndia).toContainText('1.62');
  await expect(layPakistan).toContainText('2.62');
  await expect(matchDetails.tiedMatch).toBeVisible();
  await sim.pause();

  await matchDetails.placeBet(backIndia, '1000');
  await matchDetails.result.acknowledge('Success', 'Bet Placed Successfully');
  await matchDetails.placeBet(layPakistan, '2000');
  await matchDetails.result.acknowledge('Success', 'Bet Placed Successfully');

  // India wins: +620 (back) +2000 (lay won); Pakistan wins: -1000 -3240 (2000 x 1.62).
  await expect(matchDetails.exchangePosition(matchDetails.matchOdds, 'India')).toHaveText('+2620');
  await expect(matchDetails.exchangePosition(matchDetails.matchOdds, 'Pakistan')).toHaveText('-4240');
  await expect(shell.exposureAmount).toHaveText('4240.00');
  await expect(
    matchDetails.betRow(matchDetails.oddsBets, [/^India\s*Match Odds/, '1.62', '1000', 'BACK']),
  ).toHaveCount(1);
  await expect(
    matchDetails.betRow(matchDetails.oddsBets, [/^Pakistan\s*Match Odds/, '2.62', '2000', 'LAY']),
  ).toHaveCount(1);
  const sent = (await sim.requests('/v1/sports/oddBetPlaced')).map((request) => request.body);
  expect(sent).toEqual([
    expect.objectContaining({
      odds: '1.62',
      amount: 1000,
      betFor: 'matchOdds',
      oddsType: 'matchOdds',
      type: 'L',
    }),
    expect.objectContaining({
      odds: '2.62',
      amount: 2000,
      betFor: 'matchOdds',
      oddsType: 'matchOdds',
      type: 'K',
    }),
  ]);

  // Past the result at 12m: match odds to India, tied match 'No'.
  await sim.advanceTo(12 * 60_000 + 20_000);
  await expect(shell.balance).toHaveText('102620.00');
  await expect(shell.exposureAmount).toHaveText('0.00');

  await statement.open();
  await statement.showTab('P&L');
  const settled = statement.row(`${MATCH} / Match Odds / India`);
  await expect(settled).toHaveCount(1);
  await expect(settled.getByRole('cell').nth(2)).toHaveText('2620.00');
});
