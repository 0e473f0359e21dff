/**
 * A bet on each game family settles into 'Completed Casino Bets', the wallet, the ledger and
 * the Diamond report with the right P&L. casino-rounds deals every table's first round to a
 * script (README of scenarios/src/games/casino), so each bet below knows its outcome. The clock
 * is paused while betting, then moved past the first round's declaration.
 */
import { type LiveCasinoShortName, liveGame } from '@esk/contracts/catalog/casino-games';
import { expect, test } from '../../fixtures/test';
import type { CasinoSide } from '../../pages/casino-table-page';
import { startCasinoRounds } from './casino-rounds';

interface FamilyBet {
  family: string;
  shortName: LiveCasinoShortName;
  /** The box's name and side as the grid says them. */
  market: [string, CasinoSide];
  /** The bet's name in the bet lists (the server's). */
  team: string;
  amount: string;
  /** The rate shown and sent (less the table's oddsDifference on dt202). */
  rate: string;
  /** The first round's scripted result decides this. */
  pnl: number;
  /** What the open bet holds from the wallet: the stake backed, or the liability laid. */
  exposure: number;
  mode: 'LAGAI' | 'KHAI';
  why: string;
}

const BETS: FamilyBet[] = [
  {
    family: 'two-player Teen Patti',
    shortName: 'teen20',
    market: ['Player A', 'LAGAI'],
    team: 'Player A',
    amount: '1000',
    rate: '0.98',
    pnl: 980,
    exposure: 1000,
    mode: 'LAGAI',
    why: 'Player A wins round 1 (result 1); LAGAI 0.98 is raw 98 / 100',
  },
  {
    family: 'Test Teenpatti (three-way)',
    shortName: 'teen9',
    market: ['Tiger Winner', 'Back'],
    team: 'Tiger Winner',
    amount: '100',
    rate: '2.94',
    pnl: 194,
    exposure: 100,
    mode: 'LAGAI',
    why: 'Tiger wins round 1 (result 11)',
  },
  {
    family: 'Lucky 7',
    shortName: 'lucky7',
    market: ['LOW Card', 'Back'],
    team: 'LOW Card',
    amount: '1000',
    rate: '2.00',
    pnl: -1000,
    exposure: 1000,
    mode: 'LAGAI',
    why: 'round 1 draws a 7 (result 0): LOW and HIGH both lose',
  },
  {
    family: 'Dragon Tiger (with an oddsDifference)',
    shortName: 'dt202',
    market: ['Tie', 'Back'],
    team: 'Tie',
    amount: '100',
    rate: '10.98',
    pnl: 998,
    exposure: 100,
    mode: 'LAGAI',
    why: 'round 1 is a tie (result 3); the scenario sets oddsDifference 0.02 on 11.00',
  },
  {
    family: 'Amar Akbar Anthony (a lay)',
    shortName: 'aaa',
    market: ['B. Akbar', 'No'],
    team: 'Akbar',
    amount: '1000',
    rate: '3.45',
    pnl: 1000,
    exposure: 2450,
    mode: 'KHAI',
    why: 'Amar wins round 1 (result 1): No on Akbar wins the stake',
  },
  {
    family: 'Andar Bahar',
    shortName: 'ab2',
    market: ['Andar 1st Bet', 'Back'],
    team: 'Andar 1st Bet',
    amount: '1000',
    rate: '1.95',
    pnl: 950,
    exposure: 1000,
    mode: 'LAGAI',
    why: 'Andar wins round 1 (result 1) at the fixed 1.95',
  },
  {
    family: 'the instant number game (cache feed)',
    shortName: 'worli2',
    market: ['0', 'Back'],
    team: '0',
    amount: '100',
    rate: '9.50',
    pnl: 850,
    exposure: 100,
    mode: 'LAGAI',
    why: 'round 1 ends on the digit 0',
  },
  {
    family: '32 Cards A',
    shortName: 'card32-a',
    market: ['Player 8', 'Back'],
    team: 'Player 8',
    amount: '100',
    rate: '12.20',
    pnl: 1120,
    exposure: 100,
    mode: 'LAGAI',
    why: 'Player 8 wins round 1 (result 1)',
  },
  {
    family: '32 Cards EU',
    shortName: 'card32eu',
    market: ['Player 11', 'Back'],
    team: 'Player 11',
    amount: '1000',
    rate: '2.08',
    pnl: 1080,
    exposure: 1000,
    mode: 'LAGAI',
    why: 'Player 11 wins round 1 (result 4)',
  },
];

/** Every table's first round is declared by then (Andar Bahar's, the longest, by 63.5 s). */
const AFTER_FIRST_ROUNDS = 66_000;

const money = (value: number) => Math.abs(value).toFixed(2);

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ sim, signIn }) => {
  await startCasinoRounds({ sim, signIn });
});

for (const bet of BETS) {
  test(`${bet.family}: a bet settles into Completed Casino Bets, the wallet, the ledger and the Diamond report (${bet.why})`, async ({
    page,
    sim,
    shell,
    casinoTable,
    ledger,
    diamondReport,
  }) => {
    const { eventId, name: table } = liveGame(bet.shortName);
    const [firstRound] = await sim.casinoRounds(bet.shortName);
    if (!firstRound) throw new Error(`casino-rounds dealt no round on ${bet.shortName}`);
    await casinoTable.open(bet.shortName, eventId);
    await expect(casinoTable.heading).toHaveText(table);
    const price = casinoTable.market(...bet.market);
    await casinoTable.waitForOpenRound(firstRound, price);
    await expect(price).toContainText(bet.rate);

    await casinoTable.placeBet(price, bet.amount);
    await casinoTable.result.acknowledge('Success', 'Bet Placed Successfully');
    const [sent] = await sim.requests('/v1/casino/casinoBetPlace');
    expect(sent?.body).toMatchObject({
      roundId: firstRound,
      rate: bet.rate.replace(/\.?0+$/, ''),
      amount: Number(bet.amount),
      casinoType: bet.shortName,
      eventId,
      isLay: bet.mode === 'KHAI',
    });
    await expect(
      casinoTable.betRow(casinoTable.openBets, [
        new RegExp(`^${bet.team}`),
        bet.mode,
        bet.rate,
        `${bet.amount}.00`,
      ]),
    ).toHaveCount(1);
    await expect(casinoTable.betRow(casinoTable.openBets, ['Not Declare'])).toHaveCount(1);
    await expect(shell.balance).toHaveText('100000.00');
    await expect(shell.exposureAmount).toHaveText(money(bet.exposure));

    await sim.advanceTo(AFTER_FIRST_ROUNDS);
    await expect(shell.balance).toHaveText((100_000 + bet.pnl).toFixed(2));
    await expect(shell.exposureAmount).toHaveText('0.00');
    await expect(casinoTable.openBets).toHaveCount(0);
    await expect(casinoTable.resultCircle(firstRound)).toBeVisible();

    await casinoTable.completedButton.click();
    await expect(casinoTable.completedDialog).toBeVisible();
    const settled = casinoTable.betRow(casinoTable.completedBets, [
      new RegExp(`^${bet.team}.*${firstRound}`),
      bet.mode,
      bet.rate,
      `${bet.amount}.00`,
      (bet.pnl < 0 ? '-' : '') + money(bet.pnl),
    ]);
    await expect(settled).toHaveCount(1);
    await expect(casinoTable.total(casinoTable.completedBets)).toHaveText(
      (bet.pnl < 0 ? '-' : '') + money(bet.pnl),
    );
    await page.keyboard.press('Escape');

    await ledger.open();
    const line = ledger.line(table);
    await expect(line).toContainText(`${bet.pnl >= 0 ? 'Win' : 'Loss'} ${money(bet.pnl)}`);
    await ledger.openDetails(table);
    await expect(page).toHaveURL(new RegExp(`/main/ledger-casino-details/${eventId}/diamondCasino/\\d+`));
    await expect(diamondReport.bets.locator('tbody tr')).toHaveCount(1);
    await expect(diamondReport.bets.locator('tbody tr')).toContainText(money(bet.pnl));
    await expect(diamondReport.block('Casino Plus Minus')).toContainText(
      `You ${bet.pnl >= 0 ? 'Won' : 'Lost'} ${money(bet.pnl).replace(/\.?0+$/, '')}/- Coins.`,
    );
  });
}
