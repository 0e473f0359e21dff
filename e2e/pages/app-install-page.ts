import { expect, type Locator, type Page } from '@playwright/test';

/** The manifest as the browser parsed it (CDP Page.getAppManifest) and why it would not install. */
export interface InstallReport {
  manifestUrl: string;
  manifestErrors: string[];
  installabilityErrors: string[];
}

/**
 * The installable client: its manifest, its service worker, the offline screen and the update
 * prompt. The browser's own verdict on installing comes from Chromium's DevTools protocol.
 */
export class AppInstallPage {
  readonly offline: Locator;
  readonly retry: Locator;
  readonly offlineStatus: Locator;
  readonly update: Locator;

  constructor(readonly page: Page) {
    this.offline = page.getByRole('alertdialog', { name: 'No connection' });
    this.retry = this.offline.getByRole('button', { name: /Retry|Checking/ });
    this.offlineStatus = this.offline.getByRole('status');
    this.update = page.getByRole('region', { name: 'Update available' });
  }

  /** Waits until the page's service worker is active; returns its scope and script URL. */
  async workerReady(): Promise<{ scope: string; script: string }> {
    return this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
    });
  }

  /** Whether a service worker controls the page (it answered this page's load). */
  controlled(): Promise<boolean> {
    return this.page.evaluate(() => navigator.serviceWorker.controller !== null);
  }

  registrations(): Promise<number> {
    return this.page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  }

  async installReport(): Promise<InstallReport> {
    const cdp = await this.page.context().newCDPSession(this.page);
    try {
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: { message: string }[];
      };
      const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      return {
        manifestUrl: manifest.url,
        manifestErrors: manifest.errors.map((error) => error.message),
        installabilityErrors: installability.installabilityErrors.map((error) => error.errorId),
      };
    } finally {
      await cdp.detach();
    }
  }

  async expectOfflineScreen() {
    await expect(this.offline).toBeVisible();
    await expect(this.offline).toContainText('Check your internet connection');
    await expect(this.retry).toBeFocused();
  }
}
