/** A small live state for the control room's rule tests. */
import type { ControlState } from '@esk/contracts/control';

export function controlStateFixture(overrides: Partial<ControlState> = {}): ControlState {
  return {
    status: {
      scenario: 'demo',
      source: 'built-in',
      file: null,
      seed: 'demo',
      now: 1_000_000,
      startedAt: 900_000,
      endsAt: null,
      running: true,
      ended: false,
      keepRunning: false,
      speed: 2,
      journal: { size: 0, capacity: 50_000, evicted: { request: 0, event: 0, action: 0 } },
    },
    users: [
      {
        userId: 'u1',
        username: 'AGENT',
        name: 'Agent',
        userType: 'agent',
        balance: 0,
        exposure: 0,
        openBets: 0,
      },
      {
        userId: 'u2',
        username: 'DEMO',
        name: 'Demo',
        userType: 'client',
        balance: 1000,
        exposure: -50,
        openBets: 1,
      },
    ],
    matches: [
      {
        marketId: '1.1',
        matchName: 'Done v Dusted',
        status: 'COMPLETED',
        bookmaker: [],
        sessions: [{ sessionId: 's0', name: 'OLD', status: 'ACTIVE', runsNo: 1, runsYes: 2, result: null }],
      },
      {
        marketId: '1.2',
        matchName: 'India v Pakistan',
        status: 'INPLAY',
        bookmaker: [
          { selectionId: 'ind', name: 'India', lgaai: 0.6, khaai: 0.62, suspended: false },
          { selectionId: 'pak', name: 'Pakistan', lgaai: 0, khaai: 0, suspended: false },
        ],
        sessions: [
          {
            sessionId: 's1',
            name: '6 OVER RUN IND',
            status: 'SUSPENDED',
            runsNo: 48,
            runsYes: 49,
            result: 52,
          },
          {
            sessionId: 's2',
            name: 'FALL OF 1ST WKT IND',
            status: 'ACTIVE',
            runsNo: 27,
            runsYes: 27,
            result: null,
          },
        ],
      },
    ],
    tables: [
      { shortName: 'teen20', name: 'Teen Patti 20-20', suspended: false, round: null },
      {
        shortName: 'lucky7',
        name: 'Lucky 7',
        suspended: false,
        round: { roundId: 'R9', shown: 0, bettingClosed: false, declared: false },
      },
    ],
    matka: [{ matkaEventId: 'm1', name: 'Kalyan' }],
    aviator: { roundId: 'AV1', status: 'running', crashPoint: 2.1 },
    faults: [],
    openBets: [],
    errors: [],
    ...overrides,
  };
}
