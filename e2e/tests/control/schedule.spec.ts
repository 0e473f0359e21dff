/**
 * The control room shows what the script does next, per area, under the clock: after a load
 * and a pause the next scripted sports action is listed with its countdown; jumping the clock
 * to it (by keyboard) applies it, the journal shows it, and the list moves on.
 */
import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';

test('the schedule lists the next scripted action and moves on once the clock passes it', async ({
  controlRoom: control,
  sim,
}) => {
  test.setTimeout(120_000);
  await control.loadPaused('sports-settlement');
  const { now } = await sim.status();

  // The first sports item once the schedule reflects the paused clock.
  const first = control.scheduledItems('Sports').first();
  await expect
    .poll(async () => Date.parse((await first.locator('time').getAttribute('datetime')) ?? ''))
    .toBeGreaterThan(now);
  const at = Date.parse((await first.locator('time').getAttribute('datetime')) ?? '');
  const type = `sports.${(await first.locator('time + span').textContent())?.trim()}`;
  const text = (await first.locator('p').nth(1).textContent()) ?? '';
  await expect(first.locator('time')).toHaveText(/^in \d+:\d\d$/);

  // Jump there by keyboard: the clock seeks to it and the script applies it.
  await first.getByRole('button', { name: /^Jump to/ }).focus();
  await control.page.keyboard.press('Enter');
  await control.expectDone(`Jump to ${type.slice('sports.'.length)}`);
  expect((await sim.status()).now).toBe(at);
  const applied = (await sim.actions(type)).filter((entry) => entry.at === at);
  expect(applied.length).toBeGreaterThan(0);
  await expect((await control.journalRows(type)).first()).toBeVisible();

  // The list has moved on: its first sports item is after the jump, or another one at it.
  await expect
    .poll(async () => {
      const next = control.scheduledItems('Sports').first();
      const when = Date.parse((await next.locator('time').getAttribute('datetime')) ?? '');
      return when > at || (await next.locator('p').nth(1).textContent()) !== text;
    })
    .toBe(true);

  await expectNoAxeViolations(control.page, 'control room with its schedule at 1280 px');
  await control.page.setViewportSize({ width: 820, height: 1180 });
  await expect(control.scheduleArea('Aviator')).toBeVisible();
  await expectNoAxeViolations(control.page, 'control room with its schedule at 820 px');
});
