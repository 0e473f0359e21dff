import type { Locator, Page } from '@playwright/test';

/**
 * Player protection: the settings panel (/main/settings), the header's session clock, the
 * reality check dialog and the notice a slip shows while betting is closed.
 */
export class ProtectionPage {
  readonly panel: Locator;
  readonly limitInput: Locator;
  readonly setLimit: Locator;
  readonly removeLimit: Locator;
  readonly currentLimit: Locator;
  readonly saved: Locator;
  readonly clock: Locator;
  readonly realityCheck: Locator;
  readonly continueButton: Locator;
  readonly logoutButton: Locator;
  readonly lockNotice: Locator;

  constructor(readonly page: Page) {
    this.panel = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Player protection', exact: true }) });
    this.limitInput = page.getByLabel('New daily limit (coins)');
    this.setLimit = page.getByRole('button', { name: 'Set limit' });
    this.removeLimit = page.getByRole('button', { name: 'Remove limit' });
    this.currentLimit = page.getByTestId('loss-limit-current');
    this.saved = this.panel.getByRole('status');
    this.clock = page.getByTitle('Time since sign-in');
    this.realityCheck = page.getByRole('dialog', { name: 'Reality check' });
    this.continueButton = this.realityCheck.getByRole('button', { name: 'Continue' });
    this.logoutButton = this.realityCheck.getByRole('button', { name: 'Log out' });
    this.lockNotice = page.getByRole('alert').filter({ hasText: 'Bets closed: daily loss limit reached' });
  }

  async open() {
    await this.page.goto('/main/settings');
  }

  /** Picks the reality check interval ('Off', '15 min', '30 min', '60 min'). */
  async realityCheckEvery(label: string) {
    await this.panel
      .getByRole('group', { name: 'Reality check' })
      .getByRole('button', { name: label })
      .click();
  }

  async setDailyLimit(coins: string) {
    await this.limitInput.fill(coins);
    await this.setLimit.click();
  }
}
