/**
 * The client against a mock that has only what the spec names (API_PROFILE=spec, issue 28), as
 * the real exchange API: a designed call answers 404 as an unknown route, designed events and
 * fields never come, Idempotency-Key and the server logout are off. Runs in the 'spec' and
 * 'spec-encrypted' projects (playwright.config.ts), one test per area walking its main flow:
 * every screen renders, every spec flow completes, and what needs a designed call hides or says
 * so once, never as an error toast (each test records every error toast and every 404).
 */

import { msToReach } from '@esk/contracts/catalog/aviator-curve';
import { liveGame } from '@esk/contracts/catalog/casino-games';
import type { Page, TestInfo } from '@playwright/test';
import { E2E_TODAY_NOON } from '../../fixtures/clock';
import { expect, test } from '../../fixtures/test';
import { SCENARIO as AVIATOR_SCENARIO, lastRoundId, round } from '../aviator/rounds';

// Each test walks an area end to end on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

interface Watch {
  /** Texts of the error toasts shown so far. */
  errorToasts: () => Promise<string[]>;
  /** Paths that answered 404, with how often. */
  notFound: Map<string, number>;
}

/**
 * Records every error toast (role alert in the toaster's live region) and every 404 of the page,
 * across navigations (the observer reports to the test through an exposed function).
 */
async function watch(page: Page): Promise<Watch> {
  const toasts: string[] = [];
  await page.exposeFunction('__errorToast', (text: string) => {
    toasts.push(text);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __errorToast: (text: string) => void }).__errorToast;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof HTMLElement)) continue;
          const found = node.matches('[aria-live] [role="alert"]')
            ? [node]
            : Array.from(node.querySelectorAll('[aria-live] [role="alert"]'));
          for (const toast of found) report(toast.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const notFound = new Map<string, number>();
  page.on('response', (response) => {
    if (response.status() !== 404) return;
    const path = new URL(response.url()).pathname;
    notFound.set(path, (notFound.get(path) ?? 0) + 1);
  });
  return { errorToasts: async () => [...toasts], notFound };
}

/** This project's server is the spec-only one: a designed call is an unknown route there. */
async function expectSpecOnlyServer(page: Page, info: TestInfo) {
  const board = await page.request.post('/v1/game/getAviatorBoard', { data: { gameType: 'avaitor' } });
  expect(board.status(), `${info.project.name} must run against API_PROFILE=spec`).toBe(404);
  if (!info.project.name.endsWith('encrypted')) return;
  const settings = await page.request.post('/v1/website/domainSettingByDomainName', {
    data: { domainUrl: 'http://127.0.0.1' },
  });
  expect(await settings.json(), 'the encrypted project must get dataEncrupt bodies').toMatchObject({
    dataEncrupt: 1,
  });
}

test.beforeEach(async ({ page }, info) => {
  await expectSpecOnlyServer(page, info);
});

test('sports and account: sign-in, a bookmaker and a fancy bet with their result popups, pending bets, statement, ledger, logout', async ({
  page,
  sim,
  signIn,
  shell,
  matchList,
  matchDetails,
  pendingBets,
  statement,
  ledger,
}) => {
  const seen = await watch(page);
  await sim.load('sports-settlement', { startAt: E2E_TODAY_NOON });
  const match = await sim.match('India v Pakistan');
  const session = await sim.session(match.marketId, '6 OVER RUN IND');

  await signIn.as('demo', 'demo1234');
  await shell.dismissRules();
  await expect(shell.balance).toHaveText('100000.00');
  await expect(shell.tile('Matka')).toBeVisible();

  await matchList.open();
  await matchList.openMatch('India v Pakistan');
  await expect(matchDetails.heading).toHaveText('India v Pakistan');
  const lagai = matchDetails.teamRate('India', 'LAGAI');
  await expect(lagai).toHaveText('60');
  // The match odds feed is designed: without it the page shows the spec's tables only.
  await expect(matchDetails.matchOdds).toHaveCount(0);
  await sim.pause();

  await matchDetails.placeBet(lagai, '1000');
  await matchDetails.result.acknowledge('Success', 'Bet Placed Successfully');
  await matchDetails.placeBet(matchDetails.sessionRate('6 OVER RUN IND', 'YES'), '2000');
  await matchDetails.result.acknowledge('Success', 'Bet Placed Successfully');
  await expect(shell.exposureAmount).toHaveText('3000.00');

  await shell.exposure.click();
  await expect(pendingBets.rows).toHaveCount(2);
  await expect(
    pendingBets.row([/^India v Pakistan\s*India$/, '1000', '60', 'LAGAI', 'bookmaker']),
  ).toHaveCount(1);
  await expect(
    pendingBets.row([
      /^India v Pakistan\s*6 OVER RUN IND$/,
      '2000',
      `${session.runsYes}/100`,
      'YES',
      'fancy',
    ]),
  ).toHaveCount(1);

  // The session is declared at 52: the fancy bet wins 2000.
  await sim.trigger({
    type: 'sports.declareSession',
    marketId: match.marketId,
    sessionId: session.sessionId,
    run: 52,
  });
  await statement.open();
  await expect(statement.row(/6 OVER RUN IND/)).toHaveCount(1);
  await ledger.open();
  await expect(ledger.line('India v Pakistan')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  // The designed logout call is the only 404, once; nothing was toasted.
  expect(Object.fromEntries(seen.notFound)).toEqual({ '/v1/user/logout': 1 });
  expect(await seen.errorToasts()).toEqual([]);
});

test('casino: a bet on a live table settles, its round opens in the result popup, the Diamond report lists it', async ({
  page,
  sim,
  signIn,
  shell,
  casinoTable,
  ledger,
  diamondReport,
}) => {
  const seen = await watch(page);
  await sim.load('casino-rounds', { startAt: E2E_TODAY_NOON, paused: true });
  await signIn.as('demo', 'demo1234');
  await shell.dismissRules();
  const { eventId, name } = liveGame('teen20');
  const [firstRound] = await sim.casinoRounds('teen20');
  if (!firstRound) throw new Error('casino-rounds dealt no teen20 round');

  await casinoTable.open('teen20', eventId);
  const price = casinoTable.market('Player A', 'LAGAI');
  await casinoTable.waitForOpenRound(firstRound, price);
  await casinoTable.placeBet(price, '1000');
  await casinoTable.result.acknowledge('Success', 'Bet Placed Successfully');
  await expect(casinoTable.betRow(casinoTable.openBets, ['Not Declare'])).toHaveCount(1);

  // Player A wins round 1: +980; the fetchCasinoBetList push (fetch: true) refreshes the lists.
  await sim.advanceTo(66_000);
  await expect(shell.balance).toHaveText('100980.00');
  await expect(casinoTable.openBets).toHaveCount(0);
  await casinoTable.resultCircle(firstRound).click();
  await expect(page.getByRole('dialog')).toContainText(`Round Id`);
  await page.keyboard.press('Escape');
  await casinoTable.completedButton.click();
  await expect(casinoTable.total(casinoTable.completedBets)).toHaveText('980.00');
  await page.keyboard.press('Escape');

  await ledger.open();
  await ledger.openDetails(name);
  await expect(diamondReport.bets.locator('tbody tr')).toHaveCount(1);
  expect(seen.notFound.size).toBe(0);
  expect(await seen.errorToasts()).toEqual([]);
});

test('matka: a bet settles into the bet list; cancel, which the real API lacks, says so once and goes', async ({
  page,
  sim,
  signIn,
  shell,
  matkaGame,
  matkaBetList,
}) => {
  const seen = await watch(page);
  await sim.load('matka-day', { startAt: E2E_TODAY_NOON, paused: true });
  await signIn.as('demo', 'demo1234');
  await shell.dismissRules();
  const { matkaEventId } = await sim.matkaMarket('QA KALYAN');

  await matkaGame.open('matka-single', matkaEventId);
  await matkaGame.marketType('Open Market').click();
  await matkaGame.bet('1', '100'); // OPEN 128 (ank 1) at 12:12: wins 100 x 8.5
  await matkaGame.marketType('Close Market').click();
  await matkaGame.bet('5', '100');
  await expect(matkaGame.pnl('1')).toHaveText('P&L +750');

  await matkaBetList.open();
  await expect(matkaBetList.rows).toHaveCount(2);
  await matkaBetList.cancelButton('5').click();
  await matkaBetList.cancelDialog.getByRole('button', { name: 'Cancel Bet' }).click();
  await matkaGame.toast.acknowledge('Cancelling bets is not available on this server');
  await expect(matkaBetList.cancelButton('1')).toHaveCount(0);
  await expect(matkaBetList.rows).toHaveCount(2);

  await sim.advanceTo(12 * 60_000 + 30_000);
  await matkaBetList.open();
  await expect(matkaBetList.row(['1', 'Single', '1', '850'])).toHaveCount(1);
  await expect(shell.balance).toHaveText('100850.00');
  expect(Object.fromEntries(seen.notFound)).toEqual({ '/v1/matka/matkaBetCancel': 1 });
  // The cancel's one message is the matka toast; nothing else was an error.
  expect(await seen.errorToasts()).toEqual([expect.stringContaining('Cancelling bets is not available')]);
});

test('aviator: the bets list from diamondBetsList, a cash-out, CANCEL explained, a lost bet; no board, no chat', async ({
  page,
  sim,
  signIn,
  shell,
  aviator,
}) => {
  const seen = await watch(page);
  await sim.load(AVIATOR_SCENARIO, { startAt: E2E_TODAY_NOON, paused: true });
  await signIn.as('demo', 'demo1234');
  await shell.dismissRules();
  await aviator.open();
  const r5 = round(5);
  await sim.advanceTo(r5.open + 1000);
  const roundId = await lastRoundId(sim);
  await aviator.waitForStatus('open', roundId);

  const [first, second] = aviator.panels;
  await first.setStake('100');
  await first.button.click();
  await expect(first.status).toHaveText('Aviator Bet Place Succesfull');
  await second.setStake('50');
  await second.button.click();
  await second.expectButton('CANCEL');
  // The open bets come from the spec's diamondBetsList, marked as the player's.
  await expect(aviator.bets.getByRole('row', { name: /You/ })).toHaveCount(2);
  await expect(aviator.liveBettors).toContainText(/\d+ players/);
  await expect(aviator.chat).toContainText('Chat is not available on this server');
  await expect(aviator.fairnessButton).toHaveCount(0);

  // CANCEL needs a designed call: it says so, the bet rides the round.
  await second.button.click();
  await expect(second.status).toHaveText('This server does not cancel a placed bet: it rides the round.');
  await second.expectButton('CANCEL');

  await sim.advanceTo(r5.takeOff + msToReach(2));
  await aviator.waitForStatus('running', roundId);
  await first.button.click();
  await expect(first.status).toHaveText('Cashed out at 2.00x · Win 200.00 (+100.00)');
  await sim.advanceTo(r5.crash + 500);
  await expect(second.status).toHaveText('Lost 50.00');
  await expect(shell.balance).toHaveText('100050.00');
  const sent = await sim.requests('/v1/casino/diamondBetsList');
  expect(sent[0]?.body).toMatchObject({ eventId: 303031, isDeclare: false });
  // The board was asked once; the cancel once; nothing was toasted.
  expect(Object.fromEntries(seen.notFound)).toEqual({
    '/v1/game/getAviatorBoard': 1,
    '/v1/casino/avaitorCancelBet': 1,
  });
  expect(await seen.errorToasts()).toEqual([]);
});
