import { findProviderGame, INT_CASINO_TABLES } from '@esk/contracts/catalog/int-casino';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';
import type { ProviderPlayAnswer } from '../../pages/provider-game';

// Five reports per test, each with its popup: allow for a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

/** The hands each layout shows (the popup's regions), by game type. */
const HANDS: Record<string, string[]> = {
  baccarat: ['Player', 'Banker'],
  baccarat2: ['Player', 'Banker'],
  poker: ['Player A', 'Player B', 'Board'],
  poker20: ['Player A', 'Player B', 'Board'],
  War: ['Player 1', 'Player 6', 'Dealer'],
  race20: ['Spade', 'Heart', 'Club', 'Diamond'],
  cmeter: ['Low Cards', 'High Cards', 'Markers'],
  queen: ['Total 0', 'Total 3'],
  btable: ['Card'],
  teen8: ['Player 1', 'Player 8', 'Dealer'],
  lucky7eu: ['Card'],
  dt6: ['Dragon', 'Tiger'],
  worli: ['Cards'],
  cmatch20: ['Card'],
  ab20: ['Joker', 'Andar', 'Bahar'],
};

/** Every provider game with its own result layout (the tables and the virtual Andar Bahar), in runs of five. */
const GAMES = [...INT_CASINO_TABLES.map((table) => table.gameId), 'andar-bahar'];
const RUNS = [GAMES.slice(0, 5), GAMES.slice(5, 10), GAMES.slice(10)];

/** demo's session token, for the provider's play calls. */
let token = '';

test.beforeEach(async ({ sim, signIn }) => {
  await sim.load('casino-rounds', { paused: true });
  ({ token } = await signIn.viaApi('demo', 'demo1234'));
});

for (const games of RUNS) {
  test(`a round of ${games.map((id) => findProviderGame(id)?.gtype).join(', ')} opens in the result popup with its own layout`, async ({
    page,
    casinoReport,
  }) => {
    for (const gameId of games) {
      const response = await page.request.post('/games/api/play', {
        headers: { authorization: `Bearer ${token}` },
        data: { gameId, sid: '1', points: 10 },
      });
      expect(response.ok(), `play ${gameId}`).toBe(true);
      const { round, play } = (await response.json()) as ProviderPlayAnswer & { play: { createdAt: string } };
      await page.goto(
        // The report by the game's id (the other spelling, its ledger marketId, is international-report.spec.ts).
        `/main/international-ledger-casino-details/${gameId}/internationalCasino/${Date.parse(play.createdAt)}`,
      );
      await casinoReport.roundButton(round.roundId).click();
      await expect(casinoReport.popup).toContainText(`Round Id: ${round.roundId}`);
      for (const hand of HANDS[round.gtype] ?? []) {
        await expect(
          casinoReport.popup.getByRole('region', { name: new RegExp(`^${hand}(, Winner)?$`) }),
          `${round.gtype} ${hand}`,
        ).toBeVisible();
      }
      const listed = round.win.split(',').filter((code) => code !== '' && code !== '0');
      const many = round.gtype === 'War' || round.gtype === 'teen8';
      if (many) await expect(casinoReport.popupWinners).toHaveCount(listed.length);
      if (round.gtype === 'teen8' || round.gtype === 'race20') {
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
          await expectNoAxeViolations(page, `${round.gtype} result popup (${width})`);
        }
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      await casinoReport.popup.getByRole('button', { name: 'Close' }).click();
    }
  });
}
