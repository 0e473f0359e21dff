import type { Locator, Page } from '@playwright/test';

/** /main/matches: cricket matches by priority; an in-play row is a link to the match. */
export class MatchListPage {
  readonly panel: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'MATCHES' }) });
    this.rows = this.panel.getByRole('listitem');
  }

  async open() {
    await this.page.goto('/main/matches');
  }

  /** The row of a match by its name ('India v Pakistan'). */
  match(matchName: string): Locator {
    return this.rows.filter({ hasText: matchName });
  }

  /** Opens an in-play match (its row is a link to match details). */
  async openMatch(matchName: string) {
    await this.match(matchName).getByRole('link').click();
  }
}
