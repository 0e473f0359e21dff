import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What the client stores when a user signs in (client/src/lib/storage.ts, spec 000 §3): the login body,
 * and the preferences the user record carries (sign-in-form.tsx: applyLogin and the wallet).
 */
function storedOnSignIn(body: { data: Record<string, unknown> }): Record<string, string> {
  const user = body.data;
  const stored: Record<string, unknown> = {
    user_id: body,
    betChipsData: user.betChipsData,
    rateReffrenec: user.rateReffrence,
    matchBetPlaceModal: user.betChipsModal,
    'client-wallet-balance': user.balance,
  };
  return Object.fromEntries(
    Object.entries(stored)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, JSON.stringify(value)]),
  );
}

export class SignInPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  /** `baseURL`: the mock this page talks to (its host is the login's `host`, as the client sends it). */
  constructor(
    readonly page: Page,
    readonly baseURL = 'http://127.0.0.1',
  ) {
    this.username = page.getByLabel(/user ?name/i);
    this.password = page.getByLabel(/^password/i).first();
    this.submit = page.getByRole('button', { name: /log in/i });
  }

  async open() {
    await this.page.goto('/signin');
  }

  /** Signs in through the sign-in page, as a user does (the rules modal follows). */
  async as(username: string, password: string) {
    await this.open();
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  /**
   * Signs in through the API and hands the session to the page: the next page.goto() opens the app
   * signed in, as a returning user would (no sign-in page load, no rules modal). The stored value is the
   * login body and the user's preferences, as the client stores them; seeded once per tab, so a later
   * logout stays logged out.
   * Plain-JSON mocks only (an encrypted mock's login body is ciphertext: sign in with as()).
   */
  async viaApi(
    username: string,
    password: string,
  ): Promise<{ token: string; data: Record<string, unknown> }> {
    const host = new URL(this.baseURL).hostname;
    const answer = await this.page.request.post(`${this.baseURL}/v1/user/login`, {
      data: { username: username.toUpperCase(), password, isClient: true, host },
    });
    const body = await answer.json();
    expect(body, `login of ${username}`).toMatchObject({ error: false, token: expect.any(String) });
    await this.page.context().addInitScript((entries) => {
      // The app's own document only: a sandboxed frame (a provider game) has no storage to touch.
      if (window !== window.top || sessionStorage.getItem('e2e-seeded') !== null) return;
      sessionStorage.setItem('e2e-seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storedOnSignIn(body));
    return body;
  }
}
