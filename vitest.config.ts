import { configDefaults, defineConfig } from 'vitest/config';
import { MODULE_MOCK_TESTS } from './client/test-isolation.ts';
import client from './client/vite.config.ts';

const clientTest = client.test ?? {};

// Generous per-test timeouts: seeded simulations (2000 dealt rounds, a 30-minute demo) take seconds on
// a busy 2-core CI machine. Tests assert behaviour, never speed (speed is `npm run bench`).
export default defineConfig({
  test: {
    // Vitest runs availableParallelism - 1 files at once: one on a 2-core CI machine. Most files
    // wait on servers and timers as much as they compute, so two at once halve the wall time.
    maxWorkers: 2,
    projects: [
      // The client's files share a module graph per worker; those that vi.mock a module get their own.
      {
        ...client,
        test: {
          ...clientTest,
          isolate: false,
          exclude: [...configDefaults.exclude, ...MODULE_MOCK_TESTS],
        },
      },
      { ...client, test: { ...clientTest, name: 'client (module mocks)', include: MODULE_MOCK_TESTS } },
      {
        test: {
          name: 'contracts',
          root: './contracts',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'scenarios',
          root: './scenarios',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'mock-server',
          root: './mock-server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
