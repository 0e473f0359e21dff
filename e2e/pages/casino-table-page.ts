import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { BetResultPopup, BetSlip } from './match-details-page';
import { rowWithCells } from './table';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words a table uses for its two sides. */
export type CasinoSide = 'Back' | 'Lay' | 'LAGAI' | 'KHAI' | 'Yes' | 'No';

/**
 * /main/{shortName}/{eventId}: a live table. Title bar (round id, rules), video with the cards
 * and the countdown, the betting grid, the slip, 'Last Result', My Bets and the 'Completed
 * Casino Bets' modal.
 */
export class CasinoTablePage {
  readonly heading: Locator;
  readonly roundId: Locator;
  readonly countdown: Locator;
  /** The countdown's polite live region (what a screen reader hears about the round). */
  readonly countdownAnnouncer: Locator;
  readonly rulesButton: Locator;
  readonly cards: Locator;
  readonly video: Locator;
  /** The mock's table video inside the frame (/casino-video/{shortName}). */
  readonly videoTable: VideoTable;
  readonly lastResults: Locator;
  readonly slip: BetSlip;
  readonly result: BetResultPopup;
  readonly openBets: Locator;
  readonly completedButton: Locator;
  readonly completedDialog: Locator;
  readonly completedBets: Locator;
  readonly slipHint: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 2 }).first();
    this.roundId = page.getByTestId('round-id');
    this.countdown = page.getByRole('timer', { name: 'Seconds left to bet' });
    this.countdownAnnouncer = this.countdown.locator('xpath=following-sibling::span[@aria-live]');
    this.rulesButton = main.getByRole('button', { name: 'Rules' });
    this.cards = page.getByRole('region', { name: 'Cards on the table' });
    this.video = page.locator('iframe[title^="Live video"]');
    this.videoTable = new VideoTable(page.frameLocator('iframe[title^="Live video"]'));
    this.lastResults = page.getByRole('region', { name: 'Last Result' });
    this.slip = new BetSlip(page);
    this.result = new BetResultPopup(page);
    this.openBets = page.getByRole('table', { name: 'My Bets' });
    this.completedButton = page.getByRole('button', { name: 'Completed Casino Bets' });
    this.completedDialog = page.getByRole('dialog', { name: 'Completed Casino Bets' });
    this.completedBets = this.completedDialog.getByRole('table', { name: 'Completed Casino Bets' });
    this.slipHint = page.getByText('Tap a rate to open the bet slip.');
  }

  async open(shortName: string, eventId: string) {
    await this.page.goto(`/main/${shortName}/${eventId}`);
  }

  /** A market's price: its name, the side in words, then its rate ('LOW Card Back 2.00'). */
  market(name: string, side: CasinoSide = 'Back'): Locator {
    return this.page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(name)} ${side} \\d+\\.\\d{2}\\b`) });
  }

  /** The round shown is `roundId` and its markets take bets (the first box is enabled). */
  async waitForOpenRound(roundId: string, first: Locator) {
    await expect(this.roundId).toContainText(roundId);
    await expect(first).toBeEnabled();
  }

  /** Picks a price, types the stake and presses Done; returns once the alert shows. */
  async placeBet(price: Locator, amount: string) {
    await price.click();
    await expect(this.slip.root).toBeVisible();
    await this.slip.amount.fill(amount);
    await this.slip.done.click();
    await expect(this.result.dialog).toBeVisible();
  }

  /**
   * Stops the page's own timers where they are (needs installPageClock() before the page
   * loaded): the slip's 7 seconds wait while a slow machine scans or types. resume() restarts them.
   */
  async freezeTimers() {
    await this.page.clock.pauseAt(await this.page.evaluate(() => Date.now() + 1_000));
  }

  /** A 'Last Result' circle: 'Result of round <mid>: <letter>'. */
  resultCircle(roundId: string): Locator {
    return this.lastResults.getByRole('button', { name: new RegExp(`^Result of round ${roundId}: `) });
  }

  /** A bet row of My Bets or the completed list having every one of these cells. */
  betRow(table: Locator, cells: (string | RegExp)[]): Locator {
    return rowWithCells(table, cells);
  }

  /** A list's 'Total P&L' value. */
  total(table: Locator): Locator {
    return table.getByTestId('casino-total-pnl');
  }

  /** The position shown under a box of a tiles grid ('+1000.00'). */
  boxPosition(box: Locator): Locator {
    return box.locator('xpath=following-sibling::span[1]');
  }
}

/**
 * The mock's live table video: its text alternative (what a screen reader hears: the phase, each
 * hand's cards, the result), the dealer's display, the cards by face and the winning hands.
 */
export class VideoTable {
  readonly description: Locator;
  readonly display: Locator;
  readonly emptySlots: Locator;
  readonly faceDown: Locator;
  readonly faceUp: Locator;
  readonly winners: Locator;

  constructor(readonly frame: FrameLocator) {
    this.description = frame.locator('#described');
    this.display = frame.locator('.banner');
    this.emptySlots = frame.locator('.card.empty');
    this.faceDown = frame.locator('.card.down');
    this.faceUp = frame.locator('.card.up');
    this.winners = frame.locator('.hand.winner');
  }

  /** A hand of the video by its key ('dragon', 'a', '8'). */
  hand(key: string): Locator {
    return this.frame.locator(`.hand[data-key="${key}"]`);
  }
}

/** /main/ledger-casino-details/...: 'Diamond Casino Bets' and its three summary blocks. */
export class DiamondReportPage {
  readonly bets: Locator;

  constructor(readonly page: Page) {
    this.bets = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Diamond Casino Bets' }) })
      .getByRole('table');
  }

  /** A summary block's 'You Won/You Lost X/- Coins.' text ('Casino Plus Minus', 'Net Plus Minus'). */
  block(title: string): Locator {
    return this.page
      .locator('div')
      .filter({ has: this.page.getByText(title, { exact: true }) })
      .filter({ hasText: /You (Won|Lost)/ })
      .last();
  }
}
