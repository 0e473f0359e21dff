import { expect, test } from '../../fixtures/test';

const MATCH = 'India v Pakistan';
const SESSION = '6 OVER RUN IND';

test.beforeEach(async ({ sim }) => {
  await sim.load('sports-settlement');
});

test('a bookmaker LAGAI and a fancy YES bet show in the bet tables, grow the exposure and list as pending', async ({
  page,
  signIn,
  shell,
  sim,
  matchList,
  matchDetails,
  pendingBets,
}) => {
  const match = await sim.match(MATCH);
  const session = await sim.session(match.marketId, SESSION);
  const india = match.teams.find((team) => team.name === 'India');
  if (!india) throw new Error('India is not a team of the match');

  await signIn.as('demo', 'demo1234');
  await shell.dismissRules();
  await expect(shell.balance).toHaveText('100000.00');
  await expect(shell.exposureAmount).toHaveText('0.00');

  await matchList.open();
  await matchList.openMatch(MATCH);
  await expect(page).toHaveURL(`/main/match-deatils/${match.marketId}/${match.eventId}`);
  await expect(matchDetails.heading).toHaveText(MATCH);
  const lagai = matchDetails.teamRate('India', 'LAGAI');
  const yes = matchDetails.sessionRate(SESSION, 'YES');
  await expect(lagai).toHaveText('60');
  await expect(yes).toHaveText(`${session.runsYes} 100`);
  // Freeze the scenario on its opening rates (India 0.60, YES 49 at 1.00) while the bets go in.
  await sim.pause();

  const bookmakerBet = await matchDetails.placeBet(lagai, '1000');
  expect(bookmakerBet.confirmed, 'demo has the bet-modal preference on').toBe(true);
  await matchDetails.result.acknowledge('Success', 'Bet Placed Successfully');
  await expect(matchDetails.slip.root).toHaveCount(0);
  await expect(matchDetails.betRow(matchDetails.oddsBets, [/^India/, '60', '1000', 'LAGAI'])).toHaveCount(1);
  await expect(shell.exposureAmount).toHaveText('1000.00');
  await expect(shell.balance).toHaveText('100000.00');
  await expect(matchDetails.position('India')).toHaveText('+600');
  await expect(matchDetails.position('Pakistan')).toHaveText('-1000');
  const oddsPlaced = await sim.requests('/v1/sports/oddBetPlaced');
  expect(oddsPlaced.map((entry) => entry.body)).toEqual([
    {
      odds: '0.6',
      amount: 1000,
      selectionId: india.selectionId,
      marketId: match.marketId,
      eventId: match.eventId,
      betFor: 'odds',
      run: '0',
      oddsType: 'bookmaker',
      type: 'L',
    },
  ]);

  await matchDetails.placeBet(yes, '2000');
  await matchDetails.result.acknowledge('Success', 'Bet Placed Successfully');
  await expect(
    matchDetails.betRow(matchDetails.fancyBets, [
      SESSION,
      String(session.runsYes),
      '100',
      '2000',
      'YES',
      'Pending',
    ]),
  ).toHaveCount(1);
  await expect(shell.exposureAmount).toHaveText('3000.00');
  await expect(matchDetails.oddsBets.locator('tbody tr')).toHaveCount(1);
  const sessionPlaced = await sim.requests('/v1/sports/sessionBetPlaced');
  expect(sessionPlaced.map((entry) => entry.body)).toEqual([
    {
      odds: '1',
      amount: 2000,
      selectionId: session.sessionId,
      marketId: match.marketId,
      eventId: match.eventId,
      betFor: 'fancy',
      run: String(session.runsYes),
      oddsType: 'fancy',
      type: 'Y',
    },
  ]);

  await shell.exposure.click();
  await expect(page).toHaveURL(/\/main\/pending-bets$/);
  await expect(pendingBets.rows).toHaveCount(2);
  await expect(
    pendingBets.row([/^India v Pakistan\s*India$/, '1000', '60', 'LAGAI', 'bookmaker']),
  ).toHaveCount(1);
  await expect(
    pendingBets.row([new RegExp(`^India v Pakistan\\s*${SESSION}$`), '2000', '49/100', 'YES', 'fancy']),
  ).toHaveCount(1);
});

test('a bet above the bookmaker maximum is refused with the server message and changes nothing', async ({
  signIn,
  shell,
  sim,
  matchList,
  matchDetails,
}) => {
  await signIn.viaApi('demo', 'demo1234');
  await matchList.open();
  await matchList.openMatch(MATCH);
  const lagai = matchDetails.teamRate('India', 'LAGAI');
  await expect(lagai).toHaveText('60');
  await sim.pause();

  // 250000 is a chip above the match's bookmaker maximum (100000): the server says no.
  await matchDetails.placeBet(lagai, '250000');
  await matchDetails.result.acknowledge('Error', 'Maximum bet is 100000 coins');
  await expect(shell.exposureAmount).toHaveText('0.00');
  await expect(matchDetails.oddsBets).toHaveCount(0);
  const placed = await sim.requests('/v1/sports/oddBetPlaced');
  expect(placed).toHaveLength(1);
  expect(placed[0]?.body).toMatchObject({ amount: 250000, type: 'L' });
});
