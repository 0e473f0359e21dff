/**
 * End-to-end tests of the built client served by the mock exchange, driven in Debian's
 * Chromium. Two mock processes serve the same build: port 8091 (plain JSON) for the
 * desktop and mobile projects, port 8092 with ENCRYPT=1 (dataEncrupt bodies, the client's
 * secretKey) for the encrypted project. Tests load the scenario they need through the admin
 * API, so each worker gets its own plain server (servers.ts); E2E_WORKERS sets how many.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

import {
  baseURL,
  ENCRYPTED_PORT,
  encryptedBaseURL,
  PORT,
  plainBaseURL,
  plainPort,
  SPEC_PORT,
  specBaseURL,
  specEncryptedBaseURL,
  WORKERS,
} from './servers';

/** The passphrase the built client decrypts with: the encrypted mock must use the same one. */
const clientConfig = JSON.parse(
  readFileSync(fileURLToPath(new URL('../client/public/config.json', import.meta.url)), 'utf8'),
) as { secretKey: string };

const serverEnv = {
  HOST: '127.0.0.1',
  SCENARIO: 'smoke',
  START_AT: 'scenario',
  LOG_LEVEL: 'warn',
};
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined };

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  // Every test loads its own scenario on its worker's own mock: any two tests can run side by side,
  // so long files (eleven tables, six matka games) spread over the workers instead of trailing.
  fullyParallel: true,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    baseURL,
    // Every test runs as a visitor who asked for reduced motion: software-rendered animation (pulsing
    // badges, blinking odds, the plane's bob) cost a third of a core per page here. The specs about motion
    // switch it back (page.emulateMedia({ reducedMotion: 'no-preference' })) and check both.
    reducedMotion: 'reduce',
    // Recorded on the retry of a failed test (CI retries once; locally pass --trace on): tracing every
    // test's DOM snapshots and screencast frames, to keep only the failures', cost CPU on 2 cores.
    trace: 'on-first-retry',
    // The client's service worker precaches the whole build in every new context: CPU and traffic no
    // other spec needs. tests/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: desktop,
      testIgnore: [/mobile\.spec\.ts/, /encrypted\.spec\.ts/, /spec-profile\//],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, channel: undefined },
      testMatch: [/mobile\.spec\.ts/, /screens\.spec\.ts/],
    },
    {
      name: 'encrypted',
      use: { ...desktop, baseURL: encryptedBaseURL },
      testMatch: /encrypted\.spec\.ts/,
    },
    // The main flows of every area against a mock that has only what the spec names (issue 28),
    // plain and encrypted. One server each: the file's tests run in order on one worker.
    {
      name: 'spec',
      use: { ...desktop, baseURL: specBaseURL },
      testMatch: /spec-profile\/.*\.spec\.ts/,
      fullyParallel: false,
    },
    {
      name: 'spec-encrypted',
      use: { ...desktop, baseURL: specEncryptedBaseURL },
      testMatch: /spec-profile\/.*\.spec\.ts/,
      fullyParallel: false,
    },
  ],
  // Started in order: the first builds the client, the second serves that same build.
  webServer: [
    {
      // `npm test` builds the client in a phase of its own (E2E_CLIENT_BUILT); run alone, the suite builds it.
      command: process.env.E2E_CLIENT_BUILT
        ? 'npm run start:server'
        : 'npm run build --workspace client && npm run start:server',
      cwd: '..',
      url: `${baseURL}/healthz`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      env: { ...serverEnv, PORT: String(PORT) },
    },
    {
      command: 'npm run start:server',
      cwd: '..',
      url: `${encryptedBaseURL}/healthz`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      env: { ...serverEnv, PORT: String(ENCRYPTED_PORT), ENCRYPT: '1', SECRET_KEY: clientConfig.secretKey },
    },
    {
      command: 'npm run start:server',
      cwd: '..',
      url: `${specBaseURL}/healthz`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      env: { ...serverEnv, PORT: String(SPEC_PORT), API_PROFILE: 'spec' },
    },
    {
      command: 'npm run start:server',
      cwd: '..',
      url: `${specEncryptedBaseURL}/healthz`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      env: {
        ...serverEnv,
        PORT: String(SPEC_PORT + 1),
        API_PROFILE: 'spec',
        ENCRYPT: '1',
        SECRET_KEY: clientConfig.secretKey,
      },
    },
    ...Array.from({ length: WORKERS - 1 }, (_, i) => ({
      command: 'npm run start:server',
      cwd: '..',
      url: `${plainBaseURL(i + 1)}/healthz`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      env: { ...serverEnv, PORT: String(plainPort(i + 1)) },
    })),
  ],
});
