/**
 * A drift fault (fault.drift, the scenario action QA and the control room trigger) makes the
 * mock answer the match list with a number sent as a word: the client shows its clear message
 * instead of a blank page, and logs which contract field drifted.
 */
import { expect, test } from '../../fixtures/test';

test('a drifted answer shows the clear message and logs the drifting field', async ({
  page,
  sim,
  signIn,
  shell,
  matchList,
}) => {
  await sim.load('smoke', { paused: true });
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));

  await signIn.viaApi('demo', 'demo1234');
  await sim.trigger({ type: 'fault.drift', path: '/v1/sports/matchList', word: ['data.0.priority'] });
  await matchList.open();
  await expect(page.getByText('The server sent data this app does not understand').first()).toBeVisible();
  await expect
    .poll(() => logged.find((line) => line.includes('/v1/sports/matchList')) ?? '')
    .toContain('drifting fields: data.0.priority');
  // The rest of the app still works: the wallet is read from its own, undrifted call.
  await expect(shell.balance).toHaveText('100000.00');
});
