import type { Locator, Page } from '@playwright/test';

export class SignInPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel(/user ?name/i);
    this.password = page.getByLabel(/^password/i).first();
    this.submit = page.getByRole('button', { name: /log in/i });
  }

  async open() {
    await this.page.goto('/signin');
  }

  async as(username: string, password: string) {
    await this.open();
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}
