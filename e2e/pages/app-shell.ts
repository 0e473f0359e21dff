import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';

const screensDir = fileURLToPath(new URL('../artifacts/screens/', import.meta.url));

/** The signed-in shell: header wallet, rules modal, side menu. */
export class AppShell {
  readonly balance: Locator;
  /** The exposure link (to the pending bets). */
  readonly exposure: Locator;
  /** The exposure amount inside it (absolute value, two decimals). */
  readonly exposureAmount: Locator;
  readonly rulesClose: Locator;
  readonly sectionTitle: Locator;
  readonly menuButton: Locator;
  readonly sideMenu: Locator;
  /** The main menu tiles of the dashboard. */
  readonly tiles: Locator;

  constructor(readonly page: Page) {
    this.balance = page.getByTestId('wallet-balance');
    this.exposure = page.getByTestId('wallet-exposure');
    this.exposureAmount = this.exposure.getByText(/^-?\d+\.\d{2}$/);
    this.rulesClose = page.getByRole('dialog').getByRole('button', { name: /^close$/i });
    this.sectionTitle = page.getByTestId('section-title');
    this.menuButton = page.getByRole('button', { name: 'Open menu' });
    this.sideMenu = page.getByRole('navigation', { name: 'Main' });
    this.tiles = page.getByRole('main').getByRole('listitem');
  }

  /** A dashboard tile by its label ('In Play', 'Statement'). */
  tile(label: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: new RegExp(`^\\s*${label}\\b`, 'i') });
  }

  /** Follows a side-menu item, opening the menu first where it is folded away (phones). */
  async openFromMenu(label: string) {
    if (!(await this.sideMenu.isVisible())) await this.menuButton.click();
    await this.sideMenu.getByRole('link', { name: label, exact: true }).click();
  }

  /** Page width beyond the viewport (0 = nothing overflows sideways). */
  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }

  /** Closes the rules modal shown after login. */
  async dismissRules() {
    await this.rulesClose.click();
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }

  /**
   * A full-page screenshot kept as an artifact for review: artifacts/screens/<project>/<name>.png, taken
   * when SCREENS=1 (some sixty full-page PNGs a run otherwise cost CPU that npm test's budget needs).
   */
  async screenshot(name: string) {
    if (process.env.SCREENS !== '1') return;
    const project = test.info().project.name;
    // From the top: a full-page capture of a scrolled page draws the sticky header mid-page.
    await this.page.evaluate(() => window.scrollTo(0, 0));
    await this.page.screenshot({ path: `${screensDir}${project}/${name}.png`, fullPage: true, scale: 'css' });
  }
}
