import type { Locator, Page } from '@playwright/test';
import { rowWithCells } from './table';

/** /main/pending-bets (the header's exposure link): the undeclared bets behind the exposure. */
export class PendingBetsPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Pending Bets' });
    this.rows = this.table.locator('tbody tr');
    this.empty = page.getByText('No Bets Available');
  }

  async open() {
    await this.page.goto('/main/pending-bets');
  }

  /** The row of a bet having every one of these cells (Match, Stake, Rate, Type, Time, Market Type). */
  row(cells: (string | RegExp)[]): Locator {
    return rowWithCells(this.table, cells);
  }
}
