import { expect, type Locator, type Page } from '@playwright/test';
import { rowWithCells } from './table';

/** The matka bet slip (a bottom sheet on phones, the side panel from 992 px). */
export class MatkaSlip {
  readonly root: Locator;
  readonly amount: Locator;
  readonly done: Locator;
  readonly close: Locator;
  readonly countdown: Locator;
  readonly rate: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId('bet-slip');
    this.amount = this.root.getByLabel('Amount');
    this.done = this.root.getByRole('button', { name: 'Done' });
    this.close = this.root.getByRole('button', { name: 'Close' });
    this.countdown = this.root.getByRole('timer');
    this.rate = this.root.getByTestId('slip-rate');
  }
}

/** The matka toast: success or error with OK, gone after 3 s. */
export class MatkaToast {
  constructor(readonly page: Page) {}

  /** The toast showing exactly this message. */
  message(text: string): Locator {
    return this.page.locator('[data-tone]').filter({ has: this.page.getByText(text, { exact: true }) });
  }

  /**
   * Waits for the message, then dismisses it with OK (so the next one is not confused with it).
   * It also hides itself after 3 s: on a busy machine it may be gone before the click lands.
   */
  async acknowledge(text: string) {
    const toast = this.message(text);
    await expect(toast).toBeVisible();
    await toast
      .getByRole('button', { name: 'OK' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await expect(toast).toHaveCount(0);
  }
}

/** /main/matka-list and a market's game-type menu. */
export class MatkaListPage {
  readonly markets: Locator;
  readonly betListLink: Locator;
  readonly gameTiles: Locator;

  constructor(readonly page: Page) {
    this.markets = page.getByTestId('matka-market');
    this.betListLink = page.getByRole('link', { name: 'Matka Bet List' }).first();
    this.gameTiles = page.getByTestId('matka-game-tile');
  }

  async open() {
    await this.page.goto('/main/matka-list');
  }

  market(name: string): Locator {
    return this.markets.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  gameTile(label: string): Locator {
    return this.gameTiles.filter({ has: this.page.getByText(label, { exact: true }) });
  }
}

/** A game page or the Harup page: header, market type, number grids, today's bets. */
export class MatkaGamePage {
  readonly header: Locator;
  readonly heading: Locator;
  readonly phase: Locator;
  readonly grids: Locator;
  readonly slip: MatkaSlip;
  readonly toast: MatkaToast;
  readonly todayBets: Locator;
  readonly pickerStatus: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByTestId('market-header');
    this.heading = this.header.getByRole('heading');
    this.phase = this.header.getByTestId('market-phase');
    this.grids = page.getByTestId('number-grid');
    this.slip = new MatkaSlip(page);
    this.toast = new MatkaToast(page);
    this.todayBets = page.getByTestId('today-bets');
    this.pickerStatus = page.getByTestId('market-type').getByRole('status');
  }

  /** /main/{route}/{matkaEventId} (matka-single, matka-jodi, ...). */
  async open(route: string, matkaEventId: string) {
    await this.page.goto(`/main/${route}/${matkaEventId}`);
    await expect(this.header).toBeVisible();
  }

  marketType(label: 'Open Market' | 'Close Market'): Locator {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  /** A number's tile (`grid` picks the Andar or Bahar grid on the Harup page). */
  tile(number: string, grid = 0): Locator {
    return this.grids.nth(grid).locator(`button[data-number="${number}"]`);
  }

  /** The P&L line under a number. */
  pnl(number: string, grid = 0): Locator {
    return this.tile(number, grid).getByTestId('tile-pnl');
  }

  /**
   * Taps a number, fills the slip and submits it with Enter (the slip's Done); waits for 'Bet
   * Successful'. Enter lands at once, where a click on Done first waits for the button to be
   * stable: on a loaded machine the slip's 7 s countdown closed it under that click. (Holding the
   * page's Playwright clock instead left pages loaded after it without running timers.)
   */
  async bet(number: string, amount: string, grid = 0) {
    await this.tile(number, grid).click();
    await expect(this.slip.amount).toHaveValue('0');
    await this.slip.amount.fill(amount);
    await this.slip.amount.press('Enter');
    await this.toast.acknowledge('Bet Successful');
    await expect(this.slip.root).toHaveCount(0);
  }

  /** Today's bets rows with these cells. */
  betRow(cells: (string | RegExp)[]): Locator {
    return rowWithCells(this.todayBets, cells);
  }
}

/** The Odd-Even page's form. */
export class MatkaOddEvenPage {
  readonly amount: Locator;
  readonly place: Locator;

  constructor(readonly page: Page) {
    this.amount = page.getByLabel('Amount', { exact: true });
    this.place = page.getByRole('button', { name: 'Place Bet' });
  }

  choice(name: 'ODD' | 'EVEN'): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${name}\\b`) });
  }

  missing(field: 'marketType' | 'choice' | 'amount'): Locator {
    return this.page.getByTestId(`missing-${field}`);
  }
}

/** /main/matka-bet-list. */
export class MatkaBetListPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly total: Locator;
  readonly count: Locator;
  readonly cancelDialog: Locator;
  /** The text shown instead of the table when no bet is in range. */
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Matka Bet List' });
    this.empty = page.getByText('No matka bets in this range.');
    this.rows = this.table.locator('tbody tr');
    this.total = page.getByTestId('pnl-total');
    this.count = page.getByTestId('bets-count');
    this.cancelDialog = page.getByRole('dialog', { name: 'Cancel this bet?' });
  }

  async open() {
    await this.page.goto('/main/matka-bet-list');
    await expect(this.table.or(this.empty)).toBeVisible();
  }

  row(cells: (string | RegExp)[]): Locator {
    return rowWithCells(this.table, cells);
  }

  cancelButton(betNumber: string): Locator {
    return this.page.getByRole('button', { name: `Cancel bet ${betNumber}` });
  }
}
