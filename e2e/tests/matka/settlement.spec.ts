import { E2E_TODAY_NOON } from '../../fixtures/clock';
import { expect, test } from '../../fixtures/test';

/**
 * matka-day (today from 12:00): QA KALYAN declares OPEN 128 (ank 1) at 12:12 and CLOSE 370
 * (ank 0, jodi 10) at 12:22. Bets on single, jodi, a patti and odd-even settle into the bet
 * list, the statement and the ledger.
 */
const MARKET = 'QA KALYAN';
/** After both results. */
const AFTER_CLOSE_RESULT = 22 * 60_000 + 30_000;

// Seven bets through the UI, then the bet list, statement and ledger: minutes on a loaded machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ sim, signIn }) => {
  // The bet list and statement default to the browser's today: play the day today.
  await sim.load('matka-day', { startAt: E2E_TODAY_NOON, paused: true });
  await signIn.viaApi('demo', 'demo1234');
});

test('single, jodi, patti and odd-even bets settle with the declared results into the bet list, the statement and the ledger', async ({
  sim,
  shell,
  matkaGame,
  matkaOddEven,
  matkaBetList,
  statement,
  ledger,
}) => {
  const { matkaEventId } = await sim.matkaMarket(MARKET);

  await matkaGame.open('matka-single', matkaEventId);
  await matkaGame.marketType('Open Market').click();
  await matkaGame.bet('1', '100'); // OPEN ank 1: wins 100 x 8.5 = 850
  await matkaGame.marketType('Close Market').click();
  await matkaGame.bet('5', '100'); // CLOSE ank 0: loses 100
  // P&L under each number: 1 wins 850 and 5 loses 100 if 1 comes (and the other way round).
  await expect(matkaGame.pnl('1')).toHaveText('P&L +750');
  await expect(matkaGame.pnl('5')).toHaveText('P&L +750');
  await expect(matkaGame.pnl('0')).toHaveText('P&L -200');

  await matkaGame.open('matka-jodi', matkaEventId);
  await matkaGame.bet('10', '10'); // jodi 10: wins 10 x 94 = 940

  await matkaGame.open('matka-single-patti', matkaEventId);
  await matkaGame.marketType('Open Market').click();
  await matkaGame.bet('128', '10'); // OPEN 128: wins 10 x 149 = 1490

  await matkaGame.open('matka-double-patti', matkaEventId);
  await matkaGame.marketType('Close Market').click();
  await matkaGame.bet('550', '10'); // CLOSE 370: loses 10

  await matkaGame.open('matka-odd-even', matkaEventId);
  await matkaGame.marketType('Close Market').click();
  await matkaOddEven.choice('EVEN').click();
  await matkaOddEven.amount.fill('100');
  await matkaOddEven.place.click();
  await matkaGame.toast.acknowledge('Bet Successful'); // CLOSE ank 0 is even: wins 90
  await matkaGame.marketType('Open Market').click();
  await matkaOddEven.choice('EVEN').click();
  await matkaOddEven.amount.fill('100');
  await matkaOddEven.place.click();
  await matkaGame.toast.acknowledge('Bet Successful'); // OPEN ank 1 is odd: loses 100
  await expect(shell.balance).toHaveText('100000.00');
  await expect(shell.exposureAmount).not.toHaveText('0.00');

  await matkaBetList.open();
  await expect(matkaBetList.rows).toHaveCount(7);
  await expect(matkaBetList.row(['1', 'Single', 'Not Declare'])).toHaveCount(1);
  await expect(matkaBetList.total).toHaveText('0');

  await sim.advanceTo(AFTER_CLOSE_RESULT);
  // 850 - 100 + 940 + 1490 - 10 + 90 - 100 = 3160
  await expect(shell.balance).toHaveText('103160.00');
  await expect(shell.exposureAmount).toHaveText('0.00');
  await matkaBetList.open();
  await expect(matkaBetList.total).toHaveText('3160');
  await expect(matkaBetList.row([MARKET, '1', 'Single', '100', '1', '850'])).toHaveCount(1);
  await expect(matkaBetList.row([MARKET, '5', 'Single', '100', '0', '-100'])).toHaveCount(1);
  await expect(matkaBetList.row([MARKET, '10', 'Jodi', '10', '10', '940'])).toHaveCount(1);
  await expect(matkaBetList.row([MARKET, '128', 'Single Patti', '10', '128', '1490'])).toHaveCount(1);
  await expect(matkaBetList.row([MARKET, '550', 'Double Patti', '10', '370', '-10'])).toHaveCount(1);
  await expect(matkaBetList.row([MARKET, 'EVEN', 'Odd Even', '100', '370 (EVEN)', '90'])).toHaveCount(1);
  await expect(matkaBetList.row([MARKET, 'EVEN', 'Odd Even', '100', '128 (ODD)', '-100'])).toHaveCount(1);
  await expect(matkaBetList.row(['Not Declare'])).toHaveCount(0);

  // One statement row per side: OPEN 850 + 1490 - 100, CLOSE -100 + 940 - 10 + 90.
  await statement.open();
  await statement.showTab('P&L');
  await expect(statement.row(`${MARKET} / OPEN / 128-1`)).toContainText('2240.00');
  await expect(statement.row(`${MARKET} / CLOSE / 370-0`)).toContainText('920.00');

  // One ledger line for the market's day.
  await ledger.open();
  await expect(ledger.line(MARKET)).toContainText('Win 3160.00');
});
