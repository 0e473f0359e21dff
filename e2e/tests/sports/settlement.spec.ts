import { E2E_TODAY_NOON } from '../../fixtures/clock';
import { expect, test } from '../../fixtures/test';

const MATCH = 'India v Pakistan';
/** Declared 52 at 3m30s: YES at 49 wins the stake (odds 1.00). */
const SIX_OVERS = '6 OVER RUN IND';
/** Declared 24 at 4m30s: YES at 27 (odds 1.15) loses the stake. */
const FIRST_WICKET = 'FALL OF 1ST WKT IND';

test.beforeEach(async ({ sim }) => {
  // The statement's date presets follow the browser's real clock: play the scenario today.
  await sim.load('sports-settlement', { startAt: E2E_TODAY_NOON });
});

test('declared sessions settle into the balance, the statement, the ledger and its details', async ({
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
  await signIn.viaApi('demo', 'demo1234');
  await matchList.open();
  await matchList.openMatch(MATCH);
  const sixOversYes = matchDetails.sessionRate(SIX_OVERS, 'YES');
  const firstWicketYes = matchDetails.sessionRate(FIRST_WICKET, 'YES');
  await expect(sixOversYes).toHaveText('49 100');
  await expect(firstWicketYes).toHaveText('27 115');
  await sim.pause();

  await matchDetails.placeBet(sixOversYes, '2000');
  await matchDetails.result.acknowledge('Success', 'Bet Placed Successfully');
  await matchDetails.placeBet(firstWicketYes, '1000');
  await matchDetails.result.acknowledge('Success', 'Bet Placed Successfully');
  await expect(shell.exposureAmount).toHaveText('3000.00');
  await expect(shell.balance).toHaveText('100000.00');

  // Past both declarations (3m30s and 4m30s): +2000 and -1000.
  await sim.advanceTo(4 * 60_000 + 40_000);
  await expect(shell.balance).toHaveText('101000.00');
  await expect(shell.exposureAmount).toHaveText('0.00');
  await expect(
    matchDetails.betRow(matchDetails.fancyBets, [SIX_OVERS, '49', '2000', 'YES', /^52\s*2000$/]),
  ).toHaveCount(1);
  await expect(
    matchDetails.betRow(matchDetails.fancyBets, [FIRST_WICKET, '27', '115', '1000', 'YES', /^24\s*-1000$/]),
  ).toHaveCount(1);

  await statement.open();
  await statement.showTab('P&L');
  await expect(statement.rows).toHaveCount(2);
  const won = statement.row(`${MATCH} / ${SIX_OVERS} / 52`);
  const lost = statement.row(`${MATCH} / ${FIRST_WICKET} / 24`);
  await expect(won.getByRole('cell')).toHaveText([
    /\d{2} \w{3} \d{2}/,
    `${MATCH} / ${SIX_OVERS} / 52`,
    '2000.00',
    '',
    '102000.00',
  ]);
  await expect(lost.getByRole('cell')).toHaveText([
    /\d{2} \w{3} \d{2}/,
    `${MATCH} / ${FIRST_WICKET} / 24`,
    '',
    '1000.00',
    '101000.00',
  ]);
  // Newest first.
  await expect(statement.rows.first()).toContainText(FIRST_WICKET);

  await ledger.open();
  const line = ledger.line(MATCH);
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Win 1000.00');
  await expect(ledger.total('Lena')).toHaveText('1000.00');
  await expect(ledger.total('Dena')).toHaveText('0.00');

  await ledger.openDetails(MATCH);
  await expect(page).toHaveURL(/\/main\/ledger-details\//);
  await expect(ledgerDetails.fancyBet(SIX_OVERS)).toContainText('2000.00');
  await expect(ledgerDetails.fancyBet(FIRST_WICKET)).toContainText('-1000.00');
  await expect(ledgerDetails.plusMinus('Fancy Plus Minus')).toContainText('You Won 1000/- Coins');
  await expect(ledgerDetails.plusMinus('Net Plus Minus')).toContainText('You Won 1000/- Coins');
  await expect(ledgerDetails.plusMinus('Match Plus Minus')).toContainText('You Won 0/- Coins');
});

test('an open pending-bets page drops a bet once its session is declared', async ({
  signIn,
  shell,
  sim,
  matchList,
  matchDetails,
  pendingBets,
}) => {
  const match = await sim.match(MATCH);
  const session = await sim.session(match.marketId, SIX_OVERS);
  await signIn.viaApi('demo', 'demo1234');
  await matchList.open();
  await matchList.openMatch(MATCH);
  const yes = matchDetails.sessionRate(SIX_OVERS, 'YES');
  await expect(yes).toHaveText('49 100');
  await sim.pause();
  await matchDetails.placeBet(yes, '2000');
  await matchDetails.result.acknowledge('Success', 'Bet Placed Successfully');

  await shell.exposure.click();
  await expect(pendingBets.rows).toHaveCount(1);
  await sim.trigger({
    type: 'sports.declareSession',
    marketId: match.marketId,
    sessionId: session.sessionId,
    run: 52,
  });
  // The wallet follows the declaration at once (coinUpdate)...
  await expect(shell.balance).toHaveText('102000.00');
  await expect(shell.exposureAmount).toHaveText('0.00');
  await shell.screenshot('pending-bets-after-declare');
  // ...the list behind that exposure should too.
  await expect(pendingBets.empty).toBeVisible({ timeout: 5_000 });
});
