/**
 * Issue 16's check: signed in as demo right after the start, every report shows the week of
 * history the scenario played through the exchange (statement, ledger with each link type,
 * a match's, a matka draw's and a casino day's details, complete games, pending bets), the
 * balance is the statement's running balance, and each screen passes axe at 1280 and 375 px.
 */
import { expectNoAxeViolations } from '../../fixtures/axe';
import { E2E_TODAY_NOON } from '../../fixtures/clock';
import { expect, test } from '../../fixtures/test';
import { CasinoReportPage } from '../../pages/casino-report-page';

test.beforeEach(async ({ sim }) => {
  // The suite's today at noon (the browser's clock follows). A dozen screens, each scanned by axe.
  test.setTimeout(420_000);
  await sim.load('demo', { startAt: E2E_TODAY_NOON, paused: true });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('demo opens on a week of history in every report, and they agree', async ({
      page,
      signIn,
      shell,
      statement,
      ledger,
      ledgerDetails,
      pendingBets,
    }) => {
      const screen = (name: string) => `${name} at ${viewport.width} px`;
      const casinoReport = new CasinoReportPage(page, 'Diamond Casino Bets');
      await signIn.viaApi('demo', 'demo1234');

      // Statement: rows of the week; its newest running balance is the wallet's balance.
      // The 17th: the whole week is under the default preset (date-sweep.spec.ts walks the others).
      await statement.open();
      await expect(statement.rows.first()).toBeVisible();
      expect(await statement.rows.count()).toBeGreaterThan(10);
      const balance = (await shell.balance.textContent())?.trim() ?? '';
      await expect(statement.rows.first().locator('td').last()).toHaveText(balance);
      await expectNoAxeViolations(page, screen('statement'));

      // Ledger: a line per settled event, linking by type.
      await ledger.open();
      await expect(ledger.rows.first()).toBeVisible();
      const links = ledger.panel.getByRole('link');
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      const cricket = hrefs.find((href) => /ledger-details\/1\./.test(href));
      const matka = hrefs.find((href) => href.includes('ledger-details/matka'));
      const casino = hrefs.find((href) => href.includes('ledger-casino-details') && !href.includes('303031'));
      const aviator = hrefs.find((href) => href.includes('ledger-casino-details/303031'));
      expect([cricket, matka, casino, aviator].every(Boolean)).toBe(true);
      await expect.poll(() => shell.horizontalOverflow()).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, screen('ledger'));

      // A finished match's details: its bets and the plus-minus.
      await page.locator(`a[href="${cricket}"]`).first().click();
      await expect(ledgerDetails.plusMinus('Net Plus Minus')).toBeVisible();
      await expect(
        ledgerDetails.matchBets.locator('tbody tr').or(ledgerDetails.fancyBets.locator('tbody tr')).first(),
      ).not.toHaveText('No Bets Available');
      await expectNoAxeViolations(page, screen('ledger details (match)'));

      // A matka draw's details (designed): its picks.
      await ledger.open();
      await page.locator(`a[href="${matka}"]`).first().click();
      await expect(ledgerDetails.matchBets.locator('tbody tr').first()).toContainText(
        /Single|Jodi|Patti|Odd Even|Harup/,
      );
      await expectNoAxeViolations(page, screen('ledger details (matka)'));

      // A day at a live table, and a day of aviator.
      await ledger.open();
      await page.locator(`a[href="${casino}"]`).first().click();
      await expect(casinoReport.rows.first()).toBeVisible();
      await expect(casinoReport.summary('Casino Plus Minus')).toBeVisible();
      await expectNoAxeViolations(page, screen('Diamond casino report'));
      await ledger.open();
      await page.locator(`a[href="${aviator}"]`).first().click();
      await expect(casinoReport.rows.filter({ hasText: /Cashout|Crashed/ }).first()).toBeVisible();

      // Complete games: the finished matches only.
      await page.goto('/main/complete-game');
      await expect(page.getByRole('link', { name: / v / }).first()).toBeVisible();
      await expectNoAxeViolations(page, screen('complete games'));

      // Pending bets: this morning's picks on the markets still to open tonight.
      await pendingBets.open();
      await expect(pendingBets.rows.first()).toBeVisible();
      await expect(
        pendingBets.rows.filter({ hasText: /(Single|Jodi|Patti|Odd Even|Harup) / }).first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, screen('pending bets'));
    });
  });
}
