import { defineConfig } from 'vitest/config';

// Generous per-test timeouts: seeded simulations (2000 dealt rounds, a 30-minute demo) take seconds on
// a busy 2-core CI machine. Tests assert behaviour, never speed (speed is `npm run bench`).
export default defineConfig({
  test: {
    projects: [
      './client/vite.config.ts',
      {
        test: {
          name: 'contracts',
          root: './contracts',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'scenarios',
          root: './scenarios',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'mock-server',
          root: './mock-server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
