/**
 * What a live table does as its state changes: locked markets take no clicks (betting closed,
 * table suspended), the cache-fed table plays with no socket at all, a socket table falls back
 * to the cache, and an oddsDifference the scenario sets is shown and sent.
 */
import { expect, test } from '../../fixtures/test';
import { startCasinoRounds } from './casino-rounds';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ sim, signIn }) => {
  await startCasinoRounds({ sim, signIn });
});

test('a locked market cannot be clicked: while the table is suspended and once betting closes', async ({
  sim,
  casinoTable,
}) => {
  const [first] = await sim.casinoRounds('lucky7');
  await casinoTable.open('lucky7', '3032');
  const low = casinoTable.market('LOW Card');
  await casinoTable.waitForOpenRound(first ?? '', low);
  const boxes = casinoTable.page.getByRole('main').getByRole('button', { name: / Back \d+\.\d{2}/ });
  await expect(boxes).toHaveCount(19);

  await sim.trigger({ type: 'casino.setTableStatus', shortName: 'lucky7', suspended: true });
  for (const box of await boxes.all()) await expect(box).toBeDisabled();
  await expect(low).toHaveAccessibleName('LOW Card Back 2.00 Suspended');
  await expect(casinoTable.countdown).not.toHaveText('0');
  await casinoTable.market('Card 7').click({ force: true });
  await expect(casinoTable.slip.root).toHaveCount(0);

  await sim.trigger({ type: 'casino.setTableStatus', shortName: 'lucky7', suspended: false });
  await expect(low).toBeEnabled();

  // Betting closes at 12 s (casino-rounds: betting '12s').
  await sim.advanceTo(12_500);
  await expect(low).toBeDisabled();
  await expect(casinoTable.countdown).toHaveText('0');
  await low.click({ force: true });
  await expect(casinoTable.slip.root).toHaveCount(0);
  expect(await sim.requests('/v1/casino/casinoBetPlace')).toEqual([]);
});

test('the cache-fed table (fetchData cache) plays with the socket off; a socket table falls back to the cache', async ({
  page,
  sim,
  casinoTable,
}) => {
  // No websocket reaches the server: every socket.io connection is refused.
  await page.routeWebSocket(/socket\.io/, (ws) => ws.close());
  const cachePolls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/cache/casino/')) cachePolls.push(path);
  });

  const [first, second] = await sim.casinoRounds('worli2');
  await casinoTable.open('worli2', '3054');
  const zero = casinoTable.market('0');
  await casinoTable.waitForOpenRound(first ?? '', zero);
  await expect(zero).toHaveAccessibleName('0 Back 9.50');
  // Instant Worli rounds take 20 s: past the first one, the second is betting.
  await sim.advanceTo(21_000);
  const [, next] = await sim.casinoRounds('worli2');
  await casinoTable.waitForOpenRound(next ?? second ?? '', zero);
  await expect(casinoTable.resultCircle(first ?? '')).toBeVisible();
  await expect(casinoTable.cards.getByRole('img')).toHaveCount(3);
  expect(cachePolls).toContain('/cache/casino/worli2');

  await casinoTable.open('lucky7', '3032');
  await expect(casinoTable.roundId).toContainText((await sim.casinoRounds('lucky7')).at(-1) ?? '-');
  await sim.advanceTo(40_000);
  const rounds = await sim.casinoRounds('lucky7');
  await casinoTable.waitForOpenRound(rounds.at(-1) ?? '', casinoTable.market('HIGH Card'));
  expect(cachePolls).toContain('/cache/casino/lucky7');
});

test('an oddsDifference set by the scenario shows on the boxes and in the slip, and is sent', async ({
  page,
  sim,
  casinoTable,
}) => {
  await sim.trigger({ type: 'casino.settings', shortName: 'lucky7', oddsDifference: 0.05 });
  const [first] = await sim.casinoRounds('lucky7');
  await casinoTable.open('lucky7', '3032');
  const high = casinoTable.market('HIGH Card');
  await casinoTable.waitForOpenRound(first ?? '', high);
  await expect(high).toHaveAccessibleName('HIGH Card Back 1.95');
  await expect(casinoTable.market('Card K')).toHaveAccessibleName('Card K Back 11.95');

  await high.click();
  await expect(casinoTable.slip.root.getByTestId('slip-rate')).toHaveText('1.95');
  await casinoTable.slip.amount.fill('200');
  await casinoTable.slip.done.click();
  await casinoTable.result.acknowledge('Success', 'Bet Placed Successfully');
  const [sent] = await sim.requests('/v1/casino/casinoBetPlace');
  expect(sent?.body).toMatchObject({
    sid: '2',
    rate: '1.95',
    amount: 200,
    betFor: 'lowHigh',
    nat: 'HIGH Card',
  });
  await expect(casinoTable.boxPosition(high)).toContainText('+190.00');
  await expect(casinoTable.boxPosition(casinoTable.market('LOW Card'))).toContainText('-200.00');
  await expect(page.getByTestId('wallet-exposure')).toContainText('200.00');
});
