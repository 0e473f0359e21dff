import { expect, type Locator, type Page } from '@playwright/test';
import { rowWithCells } from './table';

export type OddsSide = 'LAGAI' | 'KHAI';
export type ExchangeSide = 'BACK' | 'LAY';
export type SessionSide = 'YES' | 'NO';

/** The bet slip: side panel on wide screens, inline under the picked row on phones. */
export class BetSlip {
  readonly root: Locator;
  readonly amount: Locator;
  readonly countdown: Locator;
  readonly done: Locator;
  readonly close: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Bet Slip' });
    this.amount = this.root.getByLabel('Amount');
    this.countdown = this.root.getByRole('timer');
    this.done = this.root.getByRole('button', { name: 'Done' });
    this.close = this.root.getByRole('button', { name: 'Close' });
  }

  chip(label: string): Locator {
    return this.root.getByRole('button', { name: label, exact: true });
  }
}

/** The Confirm Bet modal (when the user's bet-modal preference is on). */
export class BetConfirmModal {
  readonly dialog: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /Confirm Bet/ });
    this.confirm = this.dialog.getByRole('button', { name: 'Confirm' });
  }
}

/** The placement result popup: Success / Error with the server's message and OK. */
export class BetResultPopup {
  readonly dialog: Locator;
  readonly message: Locator;
  readonly ok: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog').filter({ has: page.getByTestId('bet-result') });
    this.message = page.getByTestId('bet-result');
    this.ok = this.dialog.getByRole('button', { name: 'OK' });
  }

  /** Asserts the popup's title and message, then closes it. */
  async acknowledge(title: 'Success' | 'Error', message: string | RegExp) {
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByRole('heading')).toHaveText(title);
    await expect(this.message).toHaveText(message);
    await this.ok.click();
    await expect(this.dialog).toHaveCount(0);
  }
}

/**
 * /main/match-deatils/:marketId/:eventId: Match Odds, Bookmaker, Tied Match and Session tables,
 * bet slip, bet tables.
 */
export class MatchDetailsPage {
  readonly heading: Locator;
  readonly matchOdds: Locator;
  readonly tiedMatch: Locator;
  readonly bookmaker: Locator;
  readonly sessions: Locator;
  readonly slip: BetSlip;
  readonly confirmModal: BetConfirmModal;
  readonly result: BetResultPopup;
  readonly oddsBets: Locator;
  readonly fancyBets: Locator;
  /** The empty side panel's hint (wide screens only). */
  readonly slipHint: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    this.matchOdds = page.getByRole('table', { name: 'Match Odds' });
    this.tiedMatch = page.getByRole('table', { name: 'Tied Match' });
    this.bookmaker = page.getByRole('table', { name: 'Bookmaker' });
    this.sessions = page.getByRole('table', { name: 'Session', exact: true });
    this.slip = new BetSlip(page);
    this.confirmModal = new BetConfirmModal(page);
    this.result = new BetResultPopup(page);
    this.oddsBets = page.getByRole('table', { name: 'ODDS BETS' });
    this.fancyBets = page.getByRole('table', { name: 'FANCY BETS' });
    this.slipHint = page.getByText('Tap a rate to open the bet slip.');
  }

  /** A runner's LAGAI or KHAI rate button in the Bookmaker table. */
  teamRate(team: string, side: OddsSide): Locator {
    return this.bookmaker.getByRole('button', { name: rateName(team, side) });
  }

  /** A runner's best BACK or LAY price in Match Odds or Tied Match ('India BACK 1.62 12.8k available'). */
  exchangePrice(table: Locator, runner: string, side: ExchangeSide): Locator {
    return table.getByRole('button', { name: new RegExp(`^${escapeRegExp(runner)} ${side} [\\d.]+`) });
  }

  /** A runner's position under its name in Match Odds or Tied Match. */
  exchangePosition(table: Locator, runner: string): Locator {
    return table
      .getByRole('row')
      .filter({ hasText: runner })
      .getByRole('cell')
      .first()
      .getByText(/^[+-]?\d+(\.\d+)?$/);
  }

  /** A session's YES or NO cell (run over rate) in the Session table. */
  sessionRate(session: string, side: SessionSide): Locator {
    return this.sessions.getByRole('button', { name: rateName(session, side) });
  }

  /** The bookmaker row of a runner (name, position, rates). */
  teamRow(team: string): Locator {
    return this.bookmaker.getByRole('row').filter({ hasText: team });
  }

  /** Picks a rate and stakes a chip: the slip is open with that amount. */
  async openSlip(rate: Locator, chip: string) {
    await rate.click();
    await expect(this.slip.root).toBeVisible();
    await this.slip.chip(chip).click();
    await expect(this.slip.amount).toHaveValue(chip);
  }

  /**
   * Picks a rate, stakes a chip and presses Done, confirming when the bet-modal preference
   * asks first; returns once the result popup shows, with whether it was asked to confirm.
   */
  async placeBet(rate: Locator, chip: string): Promise<{ confirmed: boolean }> {
    await this.openSlip(rate, chip);
    await this.slip.done.click();
    await expect(this.confirmModal.dialog.or(this.result.dialog)).toBeVisible();
    const confirmed = await this.confirmModal.dialog.isVisible();
    if (confirmed) await this.confirmModal.confirm.click();
    await expect(this.result.dialog).toBeVisible();
    return { confirmed };
  }

  /** A bet row of ODDS BETS or FANCY BETS having every one of these cells (strings match a whole cell). */
  betRow(table: Locator, cells: (string | RegExp)[]): Locator {
    return rowWithCells(table, cells);
  }

  /** A session's row in the Session table. */
  sessionRow(session: string): Locator {
    return this.sessions.locator('tbody tr').filter({ has: this.page.getByText(session, { exact: true }) });
  }

  /** The table row right under a market row: where phones show the slip inline. */
  rowUnder(row: Locator): Locator {
    return row.locator('xpath=following-sibling::tr[1]');
  }

  /** The runner's position under its name in the Bookmaker table ('+600', '-1000'). */
  position(team: string): Locator {
    return this.teamRow(team)
      .getByRole('cell')
      .first()
      .getByText(/^[+-]?\d+(\.\d+)?$/);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A rate cell's accessible name: what it is, then the numbers it shows ('India LAGAI 60'). */
const rateName = (what: string, side: string) => new RegExp(`^${escapeRegExp(what)} ${side}( [\\d./]+)+$`);
