import type { Locator, Page } from '@playwright/test';

/** /main/casino: the Virtual Casino and Live Casino sections and the 'Please Note' modal. */
export class CasinoLobbyPage {
  readonly virtual: Locator;
  readonly live: Locator;
  readonly pleaseNote: Locator;
  readonly agree: Locator;
  readonly disagree: Locator;
  readonly pointRate: Locator;

  constructor(readonly page: Page) {
    this.virtual = page.getByRole('region', { name: 'Virtual Casino' });
    this.live = page.getByRole('region', { name: 'Live Casino' });
    this.pleaseNote = page.getByRole('dialog', { name: 'Please Note' });
    this.agree = this.pleaseNote.getByRole('button', { name: 'Yes, I Agree' });
    this.disagree = this.pleaseNote.getByRole('button', { name: "No, I Don't Agree" });
    this.pointRate = this.pleaseNote.getByTestId('point-rate');
  }

  async open() {
    await this.page.goto('/main/casino');
  }

  /** A live table's card (a link to its table). */
  liveCard(name: string): Locator {
    return this.live.getByRole('link', { name: new RegExp(`^${name}\\b`) });
  }

  /** A virtual game's link, or a 'Please Note' game's button. */
  virtualCard(name: string): Locator {
    return this.virtual.locator('a, button').filter({ hasText: name });
  }

  /** An international table's card on /main/int-casino (it opens the 'Please Note' modal). */
  intTable(name: string): Locator {
    return this.page
      .getByRole('region', { name: 'Tables' })
      .locator('button')
      .filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** The blinking New Launch badges of a section. */
  newLaunch(section: Locator): Locator {
    return section.getByText('New Launch', { exact: true });
  }
}
