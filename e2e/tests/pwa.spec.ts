/**
 * The installable client: a manifest the browser reads without errors and would install from,
 * a service worker registered for the client's scope that serves the app itself offline (the
 * 'No connection' screen with Retry instead of the browser's error), the runtime config turning
 * it off, and /signin still inside its JS budget with the registration code.
 *
 * The suite blocks service workers (playwright.config.ts: each context would precache the whole
 * build); this file allows them.
 */
import { gzipSync } from 'node:zlib';
import { expectNoAxeViolations } from '../fixtures/axe';
import { test as base, expect } from '../fixtures/test';
import { AppInstallPage } from '../pages/app-install-page';

const test = base.extend<{ install: AppInstallPage }>({
  install: async ({ page }, use) => {
    await use(new AppInstallPage(page));
  },
});

test.use({ serviceWorkers: 'allow' });

/** The /signin budget of client/bench (issue 12): gzip -9 of every JS file the page fetches. */
const SIGNIN_BUDGET = 130 * 1024;

test('the manifest is valid and the browser would install the app', async ({ page, request, install }) => {
  await page.goto('/signin');
  await install.workerReady();
  const report = await install.installReport();
  expect(new URL(report.manifestUrl).pathname).toBe('/manifest.webmanifest');
  expect(report.manifestErrors).toEqual([]);
  // Playwright's contexts are off the record, where Chromium installs nothing: the one objection left.
  expect(report.installabilityErrors).toEqual(['in-incognito']);

  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Exchange',
    short_name: 'Exchange',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    theme_color: '#0b2545',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const size of ['192x192', '512x512']) expect(icons.some((icon) => icon.sizes === size)).toBe(true);
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const answer = await request.get(`/${icon.src}`);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toContain(icon.type);
  }
});

test('the service worker registers for the client scope and never answers an API call', async ({
  page,
  install,
}) => {
  await page.goto('/signin');
  const worker = await install.workerReady();
  expect(worker.scope).toBe(new URL('/', page.url()).href);
  expect(new URL(worker.script).pathname).toBe('/sw.js');
  await page.reload();
  expect(await install.controlled()).toBe(true);

  // The worker's caches hold the app and its files: no API answer, feed or runtime config.
  const fromWorker = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
    return urls.map((entry) => new URL(entry.url).pathname);
  });
  expect(fromWorker).toContain('/index.html');
  expect(fromWorker.filter((path) => /^\/(v1|cache|socket\.io)\/|config\.json/.test(path))).toEqual([]);
});

test('offline, a reload shows the No connection screen with Retry; back online the app returns', async ({
  page,
  context,
  signIn,
  install,
}) => {
  await signIn.open();
  await install.workerReady();
  await context.setOffline(true);
  await page.reload();
  await install.expectOfflineScreen();
  await expectNoAxeViolations(page, 'offline screen');

  await install.retry.press('Enter');
  await expect(install.offlineStatus).toHaveText('Still no connection. Try again in a moment.');
  // The app under it is kept as it was, out of reach until the network is back.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');

  await context.setOffline(false);
  await expect(install.offline).toHaveCount(0);
  await signIn.username.fill('demo');
  await expect(signIn.username).toHaveValue(/^demo$/i);
});

test('the runtime config turns the worker off: a registered one is removed', async ({
  page,
  context,
  install,
}) => {
  await page.goto('/signin');
  await install.workerReady();
  expect(await install.registrations()).toBe(1);
  await context.route('**/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...config, serviceWorker: false } });
  });
  await page.reload();
  await expect.poll(() => install.registrations()).toBe(0);
  expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(0);
});

test('/signin with the worker registration stays inside its JS budget', async ({ browser, baseURL }) => {
  // A fresh context: nothing cached, the worker not installed yet (as the bench measures).
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && !bodies.has(url.pathname)) bodies.set(url.pathname, response.body());
  });
  await page.goto('/signin', { waitUntil: 'networkidle' });
  await new AppInstallPage(page).workerReady();
  const sizes = new Map<string, number>();
  for (const [path, body] of bodies) sizes.set(path, gzipSync(await body, { level: 9 }).length);
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  const registration = [...sizes].filter(([path]) => /worker-registration/.test(path));
  expect(registration.length, 'the registration code is its own chunk, fetched after the first render').toBe(
    1,
  );
  expect(registration[0]?.[1]).toBeLessThan(1024);
  expect(
    total,
    `JS fetched by /signin: ${[...sizes].map(([p, s]) => `${p} ${s}`).join(', ')}`,
  ).toBeLessThanOrEqual(SIGNIN_BUDGET);
  await context.close();
});
