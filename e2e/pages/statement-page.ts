import { expect, type Locator, type Page } from '@playwright/test';

export type StatementTab = 'All' | 'P&L' | 'Account';

/** /main/statement: date presets, All / P&L / Account tabs, CREDIT, DEBIT and running Balance. */
export class StatementPage {
  readonly panel: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.panel = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'My Account Statement' }) });
    this.rows = this.panel.locator('tbody tr');
  }

  async open() {
    await this.page.goto('/main/statement');
  }

  /** Shows a tab (All, P&L, Account) and waits until it is the pressed one. */
  async showTab(tab: StatementTab) {
    const button = this.panel
      .getByRole('group', { name: 'Statement' })
      .getByRole('button', { name: tab, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }

  /** A statement row by its description (remark). */
  row(description: string | RegExp): Locator {
    return this.rows.filter({ hasText: description });
  }
}
