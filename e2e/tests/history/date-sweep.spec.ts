/**
 * The report screens on the days that break date code: demo's week of history played up to each
 * chosen instant (the browser's clock on the same instant), then every report walked at 375 px, where
 * a wide row overflows first: the statement with each preset, the ledger, a match's, a matka draw's, a
 * live table's and an aviator day's details, pending bets, the matka bet list. Each screen: nothing
 * overflows sideways and each kind of table passes axe; the statement's presets cover the days they say
 * (computed here without the app's date code) and, where the range reaches now, end on the wallet's
 * balance; the matka bet list counts the rows it shows.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';

const SWEEP = [
  { name: 'the 1st of a month', at: '2026-07-01T12:00:00+05:30' },
  { name: 'the last day of a 30-day month', at: '2026-06-30T12:00:00+05:30' },
  { name: 'the end of a 31-day month', at: '2026-08-31T12:00:00+05:30' },
  { name: '1 January', at: '2027-01-01T12:00:00+05:30' },
  { name: 'a Sunday', at: '2026-06-21T12:00:00+05:30' },
  { name: '23:59:30', at: '2026-06-17T23:59:30+05:30' },
  { name: '00:00:30', at: '2026-06-18T00:00:30+05:30' },
] as const;

const IST = 5.5 * 3_600_000;
const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A +05:30 calendar day as the statement prints it ('01 Jul 26'), from epoch ms of any time that day. */
function shortDay(ms: number): string {
  const day = new Date(ms + IST);
  const dd = String(day.getUTCDate()).padStart(2, '0');
  return `${dd} ${MONTHS[day.getUTCMonth()]} ${String(day.getUTCFullYear()).slice(2)}`;
}

/** What each preset must cover on `at`, worked out with plain UTC arithmetic on the +05:30 day. */
function expectedRanges(at: string) {
  const now = Date.parse(at);
  const today = new Date(now + IST);
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - IST;
  const monday = start - ((today.getUTCDay() + 6) % 7) * DAY;
  const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1) - IST;
  const nextMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1) - IST;
  const lastMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1) - IST;
  const range = (from: number, to: number) => `${shortDay(from)} – ${shortDay(to)}`;
  return {
    Today: { text: range(start, start), reachesNow: true },
    Yesterday: { text: range(start - DAY, start - DAY), reachesNow: false },
    'This Week': { text: range(monday, monday + 6 * DAY), reachesNow: true },
    'Last Week': { text: range(monday - 7 * DAY, monday - DAY), reachesNow: false },
    'This Month': { text: range(monthStart, nextMonth - DAY), reachesNow: true },
    'Last Month': { text: range(lastMonth, monthStart - DAY), reachesNow: false },
  };
}

/** Nothing overflows sideways; `scan`: axe too (once per screen: a preset changes rows, not the page). */
async function expectFits(page: Page, screen: string, scan = true) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${screen} overflows sideways`).toBeLessThanOrEqual(0);
  if (scan) await expectNoAxeViolations(page, screen, { include: 'main' });
}

test.use({ viewport: { width: 375, height: 812 } });

// One page load per day: the walk moves inside the app (menu, links, back), as a user does, and scans
// each kind of table once. About 10 s a day on a quiet 2-core machine.
for (const { name, at } of SWEEP) {
  test(`the reports render and agree on ${name} (${at})`, async ({
    page,
    sim,
    signIn,
    shell,
    statement,
    ledger,
    pendingBets,
    matkaBetList,
  }) => {
    test.setTimeout(180_000);
    await sim.load('demo', { startAt: at, paused: true });
    await signIn.viaApi('demo', 'demo1234');
    const screen = (title: string) => `${title} on ${name}`;

    await statement.open();
    const balance = (await shell.balance.textContent())?.trim() ?? '';
    for (const [preset, expected] of Object.entries(expectedRanges(at))) {
      const button = page.getByRole('button', { name: preset, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(statement.panel.getByText(/^\d\d \w{3} \d\d – \d\d \w{3} \d\d$/)).toHaveText(
        expected.text,
      );
      await expect(statement.rows.first()).toBeVisible();
      const empty =
        (await statement.rows.count()) === 1 && (await statement.rows.locator('td').count()) === 1;
      if (expected.reachesNow && !empty) {
        await expect(statement.rows.first().locator('td').last(), `${preset}: newest balance`).toHaveText(
          balance,
        );
      }
      await expectFits(page, screen(`statement (${preset})`), preset === 'This Week');
    }

    await shell.openFromMenu('Ledger');
    await expect(ledger.rows.first()).toBeVisible();
    await expectFits(page, screen('ledger'));
    const hrefs = await ledger.panel
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const details = {
      match: hrefs.find((href) => /ledger-details\/1\./.test(href)),
      matka: hrefs.find((href) => href.includes('ledger-details/matka')),
      casino: hrefs.find((href) => href.includes('ledger-casino-details') && !href.includes('303031')),
      aviator: hrefs.find((href) => href.includes('ledger-casino-details/303031')),
    };
    expect(details.match ?? details.matka, 'the week has settled events').toBeTruthy();
    for (const [kind, href] of Object.entries(details)) {
      if (!href) continue;
      await ledger.panel.locator(`a[href="${href}"]`).first().click();
      await expect(page.locator('main tbody tr').first()).toBeVisible();
      // Aviator's day is the Diamond report's table again: overflow only.
      await expectFits(page, screen(`ledger details (${kind})`), kind !== 'aviator');
      await page.goBack();
      await expect(ledger.rows.first()).toBeVisible();
    }

    await shell.exposure.click();
    await expect(pendingBets.rows.first().or(page.getByText('No bets'))).toBeVisible();
    await expectFits(page, screen('pending bets'));

    await matkaBetList.open();
    for (const preset of ['Today', 'This Week', 'Last Month']) {
      await page.getByRole('button', { name: preset, exact: true }).click();
      await expect(matkaBetList.table.or(matkaBetList.empty)).toBeVisible();
      // The summary counts the rows the table shows (both follow the same answer).
      await expect
        .poll(async () =>
          (await matkaBetList.table.isVisible())
            ? (await matkaBetList.count.textContent()) === String(await matkaBetList.rows.count())
            : true,
        )
        .toBe(true);
      await expectFits(page, screen(`matka bet list (${preset})`), preset === 'This Week');
    }
  });
}
