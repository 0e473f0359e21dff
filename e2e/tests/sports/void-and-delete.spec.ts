/**
 * Bets the upline takes back (issue 13) on sports-settlement's India v Pakistan: a settled bet
 * deleted (Rejected Bets with its remark, its money returned by a statement row) and a session
 * voided by rain ('8 OVER RUN IND' at 5m: the stake comes back, the result is not available).
 */
import { E2E_TODAY_NOON } from '../../fixtures/clock';
import { expect, test } from '../../fixtures/test';

const MATCH = 'India v Pakistan';
/** YES at 27 (odds 1.15), declared 24 at 4m30s: the bet loses its stake. */
const FIRST_WICKET = 'FALL OF 1ST WKT IND';
/** NO 62 / YES 63, voided at 5m. */
const RAINED_OFF = '8 OVER RUN IND';
const REMARK = 'Bet placed after the wicket fell';

test.beforeEach(async ({ sim }) => {
  await sim.load('sports-settlement', { startAt: E2E_TODAY_NOON });
});

test('a deleted bet shows under Rejected Bets with its remark and its money comes back', async ({
  page,
  signIn,
  shell,
  sim,
  matchList,
  matchDetails,
  statement,
  ledger,
  ledgerDetails,
}) => {
  const match = await sim.match(MATCH);
  await signIn.viaApi('demo', 'demo1234');
  await matchList.open();
  await matchList.openMatch(MATCH);
  const yes = matchDetails.sessionRate(FIRST_WICKET, 'YES');
  await expect(yes).toHaveText('27 115');
  await sim.pause();
  await matchDetails.placeBet(yes, '1000');
  await matchDetails.result.acknowledge('Success', 'Bet Placed Successfully');

  await sim.advanceTo(4 * 60_000 + 40_000);
  await expect(shell.balance).toHaveText('99000.00');

  await sim.trigger({ type: 'sports.deleteBet', marketId: match.marketId, username: 'demo', remark: REMARK });
  await expect(shell.balance).toHaveText('100000.00');
  await expect(shell.exposureAmount).toHaveText('0.00');
  await expect(
    matchDetails.betRow(matchDetails.fancyBets, [
      FIRST_WICKET,
      '27',
      '115',
      '1000',
      'YES',
      `Deleted${REMARK}`,
    ]),
  ).toHaveCount(1);

  await statement.open();
  await statement.showTab('P&L');
  await expect(
    statement.row(`${MATCH} / ${FIRST_WICKET} / Bet deleted: ${REMARK}`).getByRole('cell').nth(2),
  ).toHaveText('1000.00');

  await ledger.open();
  await ledger.openDetails(MATCH);
  await expect(page).toHaveURL(/\/main\/ledger-details\//);
  const rejected = ledgerDetails.rejectedBet(FIRST_WICKET);
  await expect(rejected).toHaveCount(1);
  await expect(rejected).toContainText(REMARK);
  await expect(rejected).toContainText('1000');
  await expect(ledgerDetails.fancyBet(FIRST_WICKET)).toHaveCount(0);
  await expect(ledgerDetails.plusMinus('Fancy Plus Minus')).toContainText('You Won 0/- Coins');
  const asked = await sim.requests('/v1/user/clientBetListByMarketId');
  expect(asked.at(-1)?.body).toMatchObject({ marketId: match.marketId, isDeleted: true });
});

test('a session voided by rain returns the stake and shows no result', async ({
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
  const no = matchDetails.sessionRate(RAINED_OFF, 'NO');
  await expect(no).toHaveText('62 100');
  await sim.pause();
  await matchDetails.placeBet(no, '1000');
  await matchDetails.result.acknowledge('Success', 'Bet Placed Successfully');
  await expect(shell.exposureAmount).toHaveText('1000.00');

  await sim.advanceTo(5 * 60_000 + 10_000);
  await expect(shell.exposureAmount).toHaveText('0.00');
  await expect(shell.balance).toHaveText('100000.00');
  await expect(matchDetails.sessionRow(RAINED_OFF)).toHaveCount(0);
  await expect(
    matchDetails.betRow(matchDetails.fancyBets, [RAINED_OFF, '62', '1000', 'NO', 'Result not available']),
  ).toHaveCount(1);

  await statement.open();
  await statement.showTab('P&L');
  await expect(statement.row(`${MATCH} / ${RAINED_OFF} / Void: Rain: session voided`)).toHaveCount(1);
});
