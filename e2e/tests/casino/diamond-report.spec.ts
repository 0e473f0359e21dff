import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';
import { CasinoReportPage } from '../../pages/casino-report-page';

// Signs in, settles a round and scans the report with axe at two widths: allow for a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

interface StartRound {
  shortName: string;
  roundId: string;
}

test('a settled Lucky 7 bet becomes a Diamond ledger entry whose report shows TEAM, Mode, Show Result and P&L and opens the round', async ({
  page,
  sim,
  signIn,
  shell,
  ledger,
}) => {
  await sim.load('casino-rounds', { paused: true });
  const { token } = await signIn.viaApi('demo', 'demo1234');
  const started = await sim.actions<StartRound>('casino.startRound');
  const roundId = started.find((entry) => entry.action.shortName === 'lucky7')?.action.roundId;
  if (!roundId) throw new Error('no lucky7 round in the journal');

  // casino-rounds scripts Lucky 7's first round as a tie (the 7): HIGH Card loses its stake.
  const placed = await page.request.post('/v1/casino/casinoBetPlace', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      roundId,
      sid: '2',
      rate: '2.00',
      amount: 100,
      casinoType: 'lucky7',
      eventId: '3032',
      betFor: 'lowHigh',
      nat: 'HIGH Card',
    },
  });
  expect(await placed.json()).toMatchObject({ error: false });
  await sim.advanceTo(40_000);
  const declared = await sim.actions<StartRound>('casino.declare');
  expect(declared.some((entry) => entry.action.roundId === roundId)).toBe(true);

  const report = new CasinoReportPage(page, 'Diamond Casino Bets');
  await ledger.open();
  await ledger.openDetails('Lucky 7 - A');
  await expect(page).toHaveURL(/\/main\/ledger-casino-details\/3032\/diamondCasino\/\d+$/);
  await expect(shell.sectionTitle).toHaveText('Diamond Casino Bets');
  await expect(report.rows).toHaveCount(1);
  const row = report.row(roundId);
  await expect(row).toContainText('HIGH Card');
  await expect(row).toContainText('LAGAI');
  await expect(row.locator('td').last()).toHaveText('100.00');
  await expect(report.summary('Casino Plus Minus')).toHaveText('You Lost 100/- Coins.');
  await expect(report.summary('Net Plus Minus')).toHaveText('You Lost 100/- Coins.');
  await expect(page.getByRole('link', { name: 'BACK TO MAIN MENU' })).toHaveAttribute(
    'href',
    /^\/main\/dashboard\/?$/,
  );

  await report.roundButton(roundId).click();
  await expect(report.popup).toContainText(`Round Id: ${roundId}`);
  await page.keyboard.press('Escape');
  await expect(report.popup).toHaveCount(0);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await expect(report.rows).toHaveCount(1);
    expect(await shell.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `Diamond report (${width})`);
  }
});
