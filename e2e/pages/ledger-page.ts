import type { Locator, Page } from '@playwright/test';
import { plusMinusBlock } from './table';

/** /main/ledger (MY LEDGER): Lena / Dena / Balance totals and one line per settled event. */
export class LedgerPage {
  readonly panel: Locator;
  readonly totals: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'MY LEDGER' }) });
    this.totals = this.panel.locator('dl');
    this.rows = this.panel.locator('tbody tr');
  }

  async open() {
    await this.page.goto('/main/ledger');
  }

  /** The ledger line of an event ('India v Pakistan'). */
  line(eventName: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: eventName }) });
  }

  /** A total (Lena, Dena, Balance) by its label. */
  total(label: 'Lena' | 'Dena' | 'Balance'): Locator {
    return this.totals
      .locator('div')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .locator('dd');
  }

  async openDetails(eventName: string) {
    await this.line(eventName).getByRole('link', { name: eventName }).click();
  }
}

/** /main/ledger-details/:marketId: Match Bets, Fancy Bets, Rejected Bets and the plus-minus blocks. */
export class LedgerDetailsPage {
  readonly matchBets: Locator;
  readonly fancyBets: Locator;
  readonly rejectedBets: Locator;

  constructor(readonly page: Page) {
    const panel = (title: string) =>
      page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    this.matchBets = panel('Match Bets');
    this.fancyBets = panel('Fancy Bets');
    this.rejectedBets = panel('Rejected Bets');
  }

  /** A plus-minus block ('Fancy Plus Minus', 'Net Plus Minus'...): its 'You Won/You Lost X/- Coins' text. */
  plusMinus(title: string): Locator {
    return plusMinusBlock(this.page, title);
  }

  fancyBet(sessionName: string): Locator {
    return this.fancyBets.locator('tbody tr').filter({ hasText: sessionName });
  }

  /** A row of Rejected Bets (a deleted bet, its remark under the runner). */
  rejectedBet(runner: string): Locator {
    return this.rejectedBets.locator('tbody tr').filter({ hasText: runner });
  }
}
