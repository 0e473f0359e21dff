import type { Locator, Page } from '@playwright/test';
import { plusMinusBlock } from './table';

/** /main/ledger-casino-details/:eventId/:ledgerType/:date: a day's Diamond casino bets and its plus-minus. */
export class CasinoReportPage {
  readonly panel: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.panel = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Diamond Casino Bets' }) });
    this.rows = this.panel.locator('tbody tr');
  }

  /** A plus-minus block ('Casino Plus Minus', 'Net Plus Minus'): its 'You Won/You Lost X/- Coins.' text. */
  plusMinus(title: string): Locator {
    return plusMinusBlock(this.page, title);
  }
}
