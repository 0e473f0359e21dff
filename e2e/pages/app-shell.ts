import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

const screensDir = fileURLToPath(new URL('../artifacts/screens/', import.meta.url));

/** The signed-in shell: header wallet, rules modal, side menu. */
export class AppShell {
  readonly balance: Locator;
  readonly exposure: Locator;
  readonly rulesClose: Locator;

  constructor(readonly page: Page) {
    this.balance = page.getByTestId('wallet-balance');
    this.exposure = page.getByTestId('wallet-exposure');
    this.rulesClose = page.getByRole('dialog').getByRole('button', { name: /^close$/i });
  }

  /** Closes the rules modal shown after login. */
  async dismissRules() {
    await this.rulesClose.click();
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }

  async screenshot(name: string) {
    await this.page.screenshot({ path: `${screensDir}${name}.png`, fullPage: true });
  }
}
