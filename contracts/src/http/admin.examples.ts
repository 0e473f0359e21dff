/**
 * Examples of the mock's control API (admin.ts): realistic request and response bodies for the tests,
 * the mock's fuzz test and the generated docs, checked against each contract at compile time. Kept out
 * of the contract objects so an app that imports a contract never bundles them (see ../examples.ts).
 */
import { defineExamples } from '../define';
import {
  clock,
  exportJournal,
  journal,
  load,
  replay,
  reset,
  scenarios,
  schedule,
  status,
  trigger,
} from './admin';

const statusExample = {
  scenario: 'smoke',
  seed: 'smoke-1',
  now: 1763706600000,
  startedAt: 1763706600000,
  endsAt: 1763706780000,
  source: 'built-in' as const,
  file: null,
  running: true,
  ended: false,
  keepRunning: false,
  speed: 1,
  journal: { size: 42, capacity: 50000, evicted: { action: 0, event: 0, request: 0 } },
};

const exportHeader = {
  scenario: 'friday',
  source: 'file' as const,
  file: '/home/qa/exchange-sim-kit/qa/friday.ts',
  definition: { name: 'friday', title: 'Friday', description: 'QA', defaultSeed: 'friday', duration: 360000 },
  seed: 'qa-1',
  startAt: 1763706600000,
  journal: { size: 2, capacity: 50000, evicted: { action: 0, event: 0, request: 0 } },
};

export const adminExamples = [
  defineExamples(status, [{ name: 'running', request: {}, response: statusExample }]),
  defineExamples(scenarios, [
    {
      name: 'list',
      request: {},
      response: {
        scenarios: [
          { name: 'smoke', title: 'Smoke', description: 'A short tour of every area', durationMs: 180000 },
        ],
      },
    },
  ]),
  defineExamples(load, [
    { name: 'smoke', request: { name: 'smoke', seed: 'qa-1', startAt: 'scenario' }, response: statusExample },
    {
      name: 'a definition from a file',
      request: {
        scenario: { name: 'friday', title: 'Friday', description: 'QA', defaultSeed: 'f', duration: 360000 },
        startAt: 'scenario',
        keepRunning: false,
      },
      response: { ...statusExample, scenario: 'friday', source: 'inline', endsAt: 1763706960000 },
    },
  ]),
  defineExamples(reset, [{ name: 'reset', request: {}, response: statusExample }]),
  defineExamples(clock, [
    { name: 'speed', request: { command: 'speed', speed: 10 }, response: statusExample },
  ]),
  defineExamples(trigger, [
    {
      name: 'forced logout',
      request: { type: 'account.forceLogout', username: 'demo' },
      response: { applied: { type: 'account.forceLogout', username: 'demo' }, at: 1763706600000 },
    },
  ]),
  defineExamples(journal, [
    {
      name: 'bets placed',
      request: { kind: 'request', name: '/v1/sports/oddBetPlaced' },
      response: {
        entries: [
          {
            seq: 17,
            at: 1763706630000,
            kind: 'request',
            method: 'POST',
            path: '/v1/sports/oddBetPlaced',
            body: { odds: '0.95', amount: 1000, selectionId: '1', marketId: '1.234567890' },
            status: 200,
          },
        ],
      },
    },
  ]),
  defineExamples(exportJournal, [{ name: 'header line', request: {}, response: exportHeader }]),
  defineExamples(replay, [
    {
      name: 'identical',
      request: {
        ...exportHeader,
        entries: [
          {
            seq: 1,
            at: 1763706600000,
            kind: 'action',
            action: { type: 'account.forceLogout', username: 'demo' },
          },
        ],
      },
      response: { requests: 12, events: 340, matches: true, firstDifference: null, partial: false },
    },
    {
      name: 'a difference',
      request: { ...exportHeader, entries: [] },
      response: {
        requests: 3,
        events: 57,
        matches: false,
        firstDifference: {
          seq: 88,
          expected: {
            seq: 88,
            at: 1763706612000,
            event: { to: 'user', userId: 'u-000002', event: 'coinUpdate', payload: { coins: 999 } },
          },
          actual: {
            at: 1763706612000,
            event: { to: 'user', userId: 'u-000002', event: 'coinUpdate', payload: { coins: 500 } },
          },
        },
        partial: false,
      },
    },
  ]),
  defineExamples(schedule, [
    {
      name: 'the next two per area',
      request: { window: 600000, perArea: 2 },
      response: {
        now: 1763706600000,
        windowMs: 600000,
        areas: [
          {
            area: 'sports',
            next: [
              {
                at: 1763706609000,
                type: 'sports.declareSession',
                text: 'West Indies v Afghanistan · 20 OVER RUN WI declared: run 175',
              },
              {
                at: 1763706660000,
                type: 'sports.openSession',
                text: 'West Indies v Afghanistan · R GURBAZ RUN opens: NO 18 / YES 19 (100/100) sessionId 6624',
              },
            ],
            more: 41,
          },
          {
            area: 'casino',
            next: [
              {
                at: 1763706612500,
                type: 'casino.declare',
                text: 'lucky7 round 3032260314193000 result 2: High Card',
              },
            ],
            more: 0,
          },
          { area: 'matka', next: [], more: 0 },
          {
            area: 'aviator',
            next: [{ at: 1763706613647, type: 'aviator.crash', text: 'AV1763706600000 crashed at 1.68' }],
            more: 0,
          },
          { area: 'other', next: [], more: 0 },
        ],
      },
    },
  ]),
];
