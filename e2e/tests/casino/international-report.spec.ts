import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';
import type { ProviderPlayAnswer } from '../../pages/provider-game';

// Each test signs in and scans pages with axe, frames included: allow for a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** 'You Won 12.5/- Coins.' as the report writes a summary (trailing zeros trimmed). */
const plusMinus = (amount: number) =>
  `${amount > 0 ? 'You Won' : 'You Lost'} ${Math.abs(amount)
    .toFixed(2)
    .replace(/\.?0+$/, '')}/- Coins.`;

const net = (answer: ProviderPlayAnswer) =>
  answer.play.creditAmount - answer.play.debitAmount + answer.play.rollbackAmount;

test.beforeEach(async ({ sim, signIn }) => {
  await sim.load('casino-rounds', { paused: true });
  await signIn.viaApi('demo', 'demo1234');
});

test('plays at a provider table become an International ledger entry whose report shows each round’s P&L', async ({
  page,
  shell,
  ledger,
  providerGame,
  casinoReport,
}) => {
  await page.goto('/main/iframe-casino/900105');
  const answers: ProviderPlayAnswer[] = [];
  for (const box of ['Player 1', 'Player 4', 'Player 6'])
    answers.push(await providerGame.playRound(box, 100));
  const total = answers.reduce((sum, answer) => sum + net(answer), 0);
  await expect(shell.balance).toHaveText((100000 + total).toFixed(2));

  await ledger.open();
  await expect(ledger.line('Casino War')).toBeVisible();
  await ledger.openDetails('Casino War');
  await expect(page).toHaveURL(
    /\/main\/international-ledger-casino-details\/900105\d{8}\/internationalCasino\/\d+$/,
  );
  await expect(shell.sectionTitle).toHaveText('International Casino Bets');
  await expect(casinoReport.rows).toHaveCount(3);
  for (const answer of answers) {
    const row = casinoReport.row(answer.round.roundId);
    await expect(row).toContainText('Casino War');
    await expect(row).toContainText('Declare');
    await expect(row.locator('td').nth(2)).toHaveText(String(answer.play.debitAmount));
    await expect(row.locator('td').last()).toHaveText(Math.abs(net(answer)).toFixed(2));
  }
  await expect(casinoReport.summary('Casino Plus Minus')).toHaveText(plusMinus(total));
  await expect(casinoReport.summary('Net Plus Minus')).toHaveText(plusMinus(total));

  // 001 §2.15: the notes name the first segment marketId or eventId; the game's id opens the same report.
  const byMarket = page.url();
  await page.goto(byMarket.replace(/\/900105\d{8}\//, '/900105/'));
  await expect(casinoReport.rows).toHaveCount(3);

  const [first] = answers;
  if (!first) throw new Error('no play');
  await casinoReport.roundButton(first.round.roundId).click();
  await expect(casinoReport.popup).toContainText(`Round Id: ${first.round.roundId}`);
  const winners = first.round.win === '0' ? [] : first.round.win.split(',');
  await expect(casinoReport.popupWinners).toHaveCount(winners.length);
  for (const player of winners) {
    await expect(casinoReport.popup.getByRole('region', { name: `Player ${player}, Winner` })).toBeVisible();
  }
  await expectNoAxeViolations(page, 'International report popup (1280)');
  await page.keyboard.press('Escape');
  await expect(casinoReport.popup).toHaveCount(0);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await expect(casinoReport.rows).toHaveCount(3);
    expect(await shell.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `International report (${width})`);
  }
});
