/**
 * The control room drives a scenario while a client page watches: load a scenario, pause
 * and step its clock, declare a session from the generated trigger form, and see the
 * settlement reach the client open in a second browser context; the journal shows the
 * client's bet request and the triggered action.
 */
import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';

const MATCH = 'India v Pakistan';
const SESSION = '6 OVER RUN IND';

test('a session declared in the control room settles on a client page in another browser', async ({
  controlRoom: control,
  signIn,
  shell,
  matchList,
  matchDetails,
}) => {
  // Two browser contexts, a sign-in, a bet and two axe scans: on a loaded 2-core machine this takes a while.
  test.setTimeout(240_000);
  await control.loadPaused('sports-settlement');
  const before = await control.clockTime.textContent();
  await control.clockButton('Step').click();
  await control.expectDone('Step');
  await expect(control.clockTime).not.toHaveText(before ?? '');
  await expect(control.phase()).toHaveText('Paused');
  // The match feed pushes on the scenario clock: the client page opens while it runs.
  await control.clockButton('Resume').click();
  await expect(control.phase()).toHaveText('Running');

  await signIn.viaApi('demo', 'demo1234');
  await matchList.open();
  await matchList.openMatch(MATCH);
  const yes = matchDetails.sessionRate(SESSION, 'YES');
  await expect(yes).toContainText('100');
  await control.clockButton('Pause').click();
  await expect(control.phase()).toHaveText('Paused');
  await matchDetails.placeBet(yes, '2000');
  await matchDetails.result.acknowledge('Success', 'Bet Placed Successfully');
  await expect(shell.exposureAmount).toHaveText('2000.00');

  // The form's match and session are choices of what exists now, the run a number.
  await control.triggerAction('sports.declareSession', {
    marketId: `${MATCH} (INPLAY)`,
    sessionId: `${SESSION} (ACTIVE)`,
    run: '52',
  });

  await expect(shell.exposureAmount).toHaveText('0.00');
  await expect(shell.balance).toHaveText('102000.00');
  await expect(control.users.getByRole('row', { name: /DEMO/ })).toContainText('102000.00');

  await expect(await control.journalRows('/v1/sports/sessionBetPlaced')).toHaveCount(1);
  // The background match of the scenario declares its own sessions: ours is the triggered one.
  const declared = (await control.journalRows('sports.declareSession')).filter({ hasText: 'triggered' });
  await expect(declared).toHaveCount(1);
  await declared.locator('summary').click();
  await expect(declared.locator('pre')).toContainText('"run": 52');

  await expectNoAxeViolations(control.page, 'control room at 1280 px');
  await control.page.setViewportSize({ width: 820, height: 1180 });
  await expectNoAxeViolations(control.page, 'control room at 820 px');
});

test('a demo moment runs in one click and is announced', async ({ controlRoom: control }) => {
  await control.loadPaused('sports-settlement');
  const logout = control.moments.getByRole('button', { name: /^Force logout DEMO/ });
  await logout.focus();
  await control.page.keyboard.press('Enter');
  await control.expectDone('Force logout DEMO');
  await expect(await control.journalRows('account.forceLogout')).toHaveCount(1);
});
