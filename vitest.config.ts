import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      './client/vite.config.ts',
      {
        test: { name: 'contracts', root: './contracts', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
      },
      {
        test: { name: 'scenarios', root: './scenarios', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
      },
      {
        test: {
          name: 'mock-server',
          root: './mock-server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
