/**
 * A bug seen against a real exchange becomes a scenario: the drift check records what an
 * exchange (here the e2e mock, paused) answered and pushed, a fresh mock process replays the
 * recording on another origin, and the client signed in there shows the same data: balance,
 * match list, a match's page. (The live rates come over the match room: with the clock
 * paused nothing is pushed, so the drift tests compare recorded and replayed cache bodies.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { driftCheck, type MockProcess, startMock } from '../../fixtures/mock-process';
import { expect, test } from '../../fixtures/test';
import { AppShell } from '../../pages/app-shell';
import { MatchDetailsPage } from '../../pages/match-details-page';
import { MatchListPage } from '../../pages/match-list-page';
import { SignInPage } from '../../pages/sign-in-page';

const dir = mkdtempSync(join(tmpdir(), 'esk-e2e-recording-'));
const recording = join(dir, 'rec.ndjson');
let replay: MockProcess | undefined;

test.afterAll(async () => {
  await replay?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('a recording replayed in a fresh mock shows the client the same data', async ({
  page,
  browser,
  baseURL,
  sim,
  signIn,
  shell,
  matchList,
  matchDetails,
}) => {
  test.setTimeout(240_000);
  await sim.load('smoke', { paused: true });

  // What the client shows against the recorded exchange.
  await signIn.as('demo', 'demo1234');
  await shell.dismissRules();
  const balance = await shell.balance.innerText();
  await matchList.open();
  await expect(matchList.rows.first()).toBeVisible();
  const rows = await matchList.rows.allTextContents();
  const inPlay = matchList.rows.filter({ has: page.getByRole('link') }).first();
  const matchName = (await inPlay.innerText()).split('\n').find((line) => / v /.test(line)) ?? '';
  await inPlay.getByRole('link').click();
  await expect(matchDetails.heading).toHaveText(matchName);

  const recorded = await driftCheck([
    '--base',
    baseURL ?? '',
    '--user',
    'demo',
    '--password',
    'demo1234',
    '--listen',
    '1s',
    '--record',
    recording,
  ]);
  expect(recorded.code, recorded.stdout + recorded.stderr).toBe(0);
  expect(recorded.stdout).toContain('No drift.');

  replay = await startMock({ SCENARIO: recording, START_AT: 'scenario' });
  expect(replay.baseURL).not.toBe(baseURL);
  const context = await browser.newContext({
    baseURL: replay.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const replayed = await context.newPage();
  try {
    // The recorded user signs in with the replay's password for it: <username>1234.
    await new SignInPage(replayed).as('demo', 'demo1234');
    const replayShell = new AppShell(replayed);
    await replayShell.dismissRules();
    await expect(replayShell.balance).toHaveText(balance);
    const replayList = new MatchListPage(replayed);
    await replayList.open();
    await expect(replayList.rows).toHaveText(rows);
    await replayList.openMatch(matchName);
    const replayDetails = new MatchDetailsPage(replayed);
    await expect(replayDetails.heading).toHaveText(matchName);
  } finally {
    await context.close();
  }
});
