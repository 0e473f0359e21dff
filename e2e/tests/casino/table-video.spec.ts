/**
 * The live table's video (the mock's /casino-video page the table frames) is drawn from the
 * round itself, from the same room pushes as the board: a countdown while betting is open, the
 * cards face down once it closes, turned up as they arrive (the same cards the table shows over
 * it), the winner and the result's words once declared, then a clear table for the next round.
 */
import { expect, test } from '../../fixtures/test';
import type { CasinoTablePage } from '../../pages/casino-table-page';
import { startCasinoRounds } from './casino-rounds';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ sim, signIn }) => {
  await startCasinoRounds({ sim, signIn });
});

/** The names of the face-up cards the table draws over the video ('King of Hearts'). */
async function tableCardNames(casinoTable: CasinoTablePage): Promise<string[]> {
  const names = await casinoTable.cards
    .getByRole('img')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  return names.filter((name) => / of /.test(name));
}

test('20-20 Dragon Tiger: countdown, cards face down, turned up as they arrive, the winner, then a clear table', async ({
  sim,
  casinoTable,
}) => {
  const video = casinoTable.videoTable;
  const [first = ''] = await sim.casinoRounds('dt20');
  await casinoTable.open('dt20', '3035');
  await casinoTable.waitForOpenRound(first, casinoTable.market('Dragon'));

  // Betting (12 s in casino-rounds): the dealer's display counts down over two empty places.
  await expect(video.display).toContainText('Place your bets');
  await expect(video.description).toContainText('seconds left');
  await expect(video.emptySlots).toHaveCount(2);
  await expect(video.faceUp).toHaveCount(0);

  // Closed: both cards lie face down.
  await sim.advanceTo(12_500);
  await expect(video.display).toContainText('No more bets');
  await expect(video.faceDown).toHaveCount(2);

  // Dragon's card turns (1 s later): the video shows the card the table shows.
  await sim.advanceTo(13_200);
  await expect(casinoTable.cards.getByRole('img', { name: / of / })).toHaveCount(1);
  const [dragon = ''] = await tableCardNames(casinoTable);
  await expect(video.faceUp).toHaveCount(1);
  await expect(video.faceDown).toHaveCount(1);
  await expect(video.description).toContainText(`Dragon: ${dragon}; Tiger: 1 face down`);

  // Both turned and declared (the first round is scripted '1': Dragon wins).
  await sim.advanceTo(16_000);
  await expect(casinoTable.resultCircle(first)).toBeVisible();
  const [, tiger = ''] = await tableCardNames(casinoTable);
  await expect(video.faceUp).toHaveCount(2);
  await expect(video.description).toContainText(`Dragon: ${dragon}; Tiger: ${tiger}. Result: Dragon.`);
  await expect(video.display).toContainText('Dragon');
  await expect(video.winners).toHaveCount(1);
  await expect(video.hand('dragon')).toContainText('Winner');

  // The next round (19 s a round) clears the table for its countdown.
  await sim.advanceTo(19_500);
  const [, second = ''] = await sim.casinoRounds('dt20');
  await casinoTable.waitForOpenRound(second, casinoTable.market('Dragon'));
  await expect(video.faceUp).toHaveCount(0);
  await expect(video.emptySlots).toHaveCount(2);
  await expect(video.display).toContainText('Place your bets');
});

test('Test Teenpatti: the video deals the same nine cards as the table and ticks the winning player', async ({
  sim,
  casinoTable,
}) => {
  const video = casinoTable.videoTable;
  const [first = ''] = await sim.casinoRounds('teen9');
  await casinoTable.open('teen9', '3048');
  await expect(casinoTable.roundId).toContainText(first);
  await expect(video.emptySlots).toHaveCount(9);

  // 12 s of betting, nine cards a second apart, declared 1.5 s after the last (scripted '11': Tiger).
  await sim.advanceTo(23_000);
  await expect(casinoTable.resultCircle(first)).toBeVisible();
  const names = await tableCardNames(casinoTable);
  expect(names).toHaveLength(9);
  await expect(video.faceUp).toHaveCount(9);
  await expect(video.description).toContainText(`Tiger: ${names.slice(0, 3).join(', ')}`);
  await expect(video.description).toContainText(`Lion: ${names.slice(3, 6).join(', ')}`);
  await expect(video.description).toContainText(`Dragon: ${names.slice(6, 9).join(', ')}. Result: Tiger.`);
  await expect(video.winners).toHaveCount(1);
  await expect(video.hand('t')).toContainText('Winner');
});
