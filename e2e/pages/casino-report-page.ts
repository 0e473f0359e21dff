import type { Locator, Page } from '@playwright/test';

/** The casino ledger reports: the bets table, the three summary blocks, the round result popup. */
export class CasinoReportPage {
  readonly rows: Locator;
  readonly popup: Locator;
  readonly popupWinners: Locator;

  constructor(
    readonly page: Page,
    title: 'International Casino Bets' | 'Diamond Casino Bets' = 'International Casino Bets',
  ) {
    const panel = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    this.rows = panel.locator('tbody tr');
    this.popup = page.getByRole('dialog', { name: 'Round Result' });
    this.popupWinners = this.popup.getByRole('region', { name: /, Winner$/ });
  }

  row(roundId: string): Locator {
    return this.rows.filter({ hasText: roundId });
  }

  /** The round's name cell: a button that opens its result. */
  roundButton(roundId: string): Locator {
    return this.row(roundId).getByRole('button', { name: new RegExp(roundId) });
  }

  /** A summary block's text ('You Won 20/- Coins.') by its title. */
  summary(title: 'Casino Plus Minus' | 'Total Commission' | 'Net Plus Minus'): Locator {
    return this.page.getByText(title, { exact: true }).locator('xpath=following-sibling::*[1]');
  }
}
