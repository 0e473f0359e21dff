import { msToReach } from '@esk/contracts/catalog/aviator-curve';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';
import { lastRoundId, openPaused, round } from './rounds';

// Each test replays minutes of scenario time through a real browser: allow for a busy machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ sim, signIn, aviator }) => {
  await openPaused({ sim, signIn, aviator });
});

test('the aviator page passes axe (WCAG 2.1 AA) at 1280 and 375 px, with the Auto tab and the fairness dialog', async ({
  page,
  sim,
  aviator,
}) => {
  await sim.advanceTo(round(5).open + 2000);
  await aviator.waitForStatus('open');
  await expect(aviator.liveBettors).toBeVisible();
  await aviator.panels[1].tab('Auto').click();
  await expectNoAxeViolations(page, 'aviator (1280)');

  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await expectNoAxeViolations(page, 'aviator (375)');

  await aviator.fairnessButton.click();
  await expect(page.getByRole('dialog', { name: 'Provably fair' })).toBeVisible();
  await expectNoAxeViolations(page, 'aviator fairness dialog (375)');
});

test('keyboard only: tab to the stake, type it, BET with Enter, then Cashout with Enter (visible focus)', async ({
  page,
  sim,
  aviator,
}) => {
  const r5 = round(5);
  await sim.advanceTo(r5.open + 1000);
  const roundId = await lastRoundId(sim);
  await aviator.waitForStatus('open', roundId);
  const [panel] = aviator.panels;

  const focusedTestId = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.dataset.testid ?? el?.getAttribute('aria-label') ?? '';
    });
  const tabTo = async (target: string) => {
    for (let i = 0; i < 80 && (await focusedTestId()) !== target; i++) await page.keyboard.press('Tab');
    expect(await focusedTestId()).toBe(target);
  };
  const focusVisible = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return (
        el.matches(':focus-visible') &&
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) >= 2
      );
    });

  await tabTo('Stake 1');
  expect(await focusVisible()).toBe(true);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('50');
  await expect(panel.stake).toHaveValue('50');
  await tabTo('aviator-bet-button-1');
  expect(await focusVisible()).toBe(true);
  await page.keyboard.press('Enter');
  await expect(panel.status).toHaveText('Aviator Bet Place Succesfull');
  await panel.expectButton('CANCEL');

  await sim.advanceTo(r5.takeOff + msToReach(1.5));
  await panel.expectButton('Cashout');
  expect(await focusedTestId()).toBe('aviator-bet-button-1');
  expect(await focusVisible()).toBe(true);
  await page.keyboard.press('Enter');
  await expect(panel.status).toHaveText('Cashed out at 1.50x · Win 75.00 (+25.00)');
});

// The suite runs with reduced motion: this test starts from full motion, as most visitors do.
test.describe('from full motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('prefers-reduced-motion calms the plane while the multiplier still climbs', async ({
    page,
    sim,
    aviator,
  }) => {
    // Round 8 flies 77 s to its 100x crash: time enough, even on a busy machine.
    const r8 = round(8);
    expect(r8.crashPoint).toBe(100);
    await sim.advanceTo(r8.takeOff + 1000);
    await aviator.waitForStatus('running');
    await sim.resume();
    // Full motion: the plane bobs along the curve.
    await expect.poll(async () => Math.abs((await aviator.stage()).planeWobble ?? 0)).toBeGreaterThan(0.5);
    expect((await aviator.stage()).motion).toBe('full');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(async () => (await aviator.stage()).motion).toBe('reduced');
    const before = await aviator.frame();
    const wobbles: number[] = [];
    for (let i = 0; i < 6; i++) {
      wobbles.push((await aviator.stage()).planeWobble ?? Number.NaN);
      await page.waitForTimeout(150);
    }
    const after = await aviator.frame();
    await sim.pause();
    expect(wobbles).toEqual([0, 0, 0, 0, 0, 0]);
    expect((await aviator.stage()).planeVisible).toBe(true);
    expect(after.status).toBe('running');
    expect(after.multiplier).toBeGreaterThan(before.multiplier);
  });
});
