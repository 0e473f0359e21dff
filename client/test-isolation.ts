/**
 * Which client test files get a module graph of their own. Most client tests share one per
 * worker (isolate: false in the root vitest.config.ts): jsdom and the app's imports are set up
 * once instead of once per file, a quarter of the time of the isolated run on 2 cores. The
 * files below replace modules with vi.mock (socket.io-client, the live feed, ...); a replaced
 * module must not be the one another file already imported, so they run isolated.
 * test-isolation.test.ts fails when a file that calls vi.mock is missing here.
 */
export const MODULE_MOCK_TESTS = [
  'src/app/router.test.tsx',
  'src/app/routes/main/aviator/minimal-bodies.test.tsx',
  'src/features/casino/components/live-table/live-table.test.tsx',
  'src/features/sports/components/match-details/session-table.test.tsx',
  'src/features/sports/hooks/use-live-market.test.tsx',
  'src/lib/live-feed/use-live-feed.test.tsx',
  'src/lib/socket/account-socket.test.ts',
];
