import { expect, test } from '../../fixtures/test';
import { lastRoundId, openPaused, ROUNDS } from './rounds';

// Each test replays minutes of scenario time through a real browser: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

test('the fairness dialog recomputes a chain round in the browser and refuses a scripted one', async ({
  page,
  sim,
  signIn,
  aviator,
}) => {
  await openPaused({ sim, signIn, aviator });

  // Past the script: play until the first round from the provably fair chain has crashed.
  const scripted = ROUNDS.length;
  await sim.advanceTo((ROUNDS.at(-1)?.close ?? 0) + 1000);
  for (let i = 0; i < 60 && (await sim.actions('aviator.crash')).length <= scripted; i++)
    await sim.advance(5000);
  const crashes = await sim.actions<{ roundId: string; crashPoint: number; serverSeed: string }>(
    'aviator.crash',
  );
  const chain = crashes[scripted]?.action;
  if (!chain) throw new Error('no chain round crashed');

  await aviator.fairnessButton.click();
  const dialog = page.getByRole('dialog', { name: 'Provably fair' });
  await expect(dialog).toBeVisible();
  // The round on the stage: its hash was published when it opened.
  const current = await lastRoundId(sim);
  const opened = await sim.actions<{ roundId: string; serverSeedHash: string }>('aviator.openRound');
  const hash = opened.find((entry) => entry.action.roundId === current)?.action.serverSeedHash ?? '';
  await expect(dialog.getByText(hash)).toBeVisible();

  const picker = dialog.getByLabel('Round to check');
  await picker.selectOption(chain.roundId);
  await expect(dialog.getByLabel('Server seed')).toHaveValue(chain.serverSeed);
  await expect(dialog.getByLabel('House edge (%)')).toHaveValue('3');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  const verdict = dialog.getByTestId('aviator-verdict');
  await expect(verdict).toContainText('✓ Verified');
  await expect(verdict).toContainText(
    `The formula gives ${chain.crashPoint.toFixed(2)}x, the same as the round's crash`,
  );
  await expect(dialog).toContainText('floor((100 - houseEdge) / (1 - X)) / 100');
  await expect(dialog).toContainText('House edge 3% · 97% return to players');

  // A scripted round (2.37) is honoured exactly but is not provably fair: the check says so.
  const twoThirtySeven = crashes.find((entry) => entry.action.crashPoint === 2.37)?.action.roundId ?? '';
  await picker.selectOption(twoThirtySeven);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(verdict).toContainText('✗ Does not verify');
  await expect(verdict).toContainText('SHA-256 of the seed matches the published hash');
  await expect(verdict).toContainText("not the round's crash");

  // A tampered seed is caught.
  await picker.selectOption(chain.roundId);
  await dialog.getByLabel('Server seed').fill(`${chain.serverSeed}0`);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(verdict).toContainText('does not match the published hash');
});
