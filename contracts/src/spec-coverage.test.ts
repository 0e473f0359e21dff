/**
 * Every call the spec names has a contract. The list below is the spec's, by
 * document; when the spec files sit beside the repo (../shared/spec, as in CI), the
 * test also scans them so a call added to the spec cannot go without a contract.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allCalls } from './http';
import { allEvents } from './socket';

const SPEC_CALLS = {
  '000 (foundation, sports, account)': [
    'user/login',
    'user/updateUserPassword',
    'user/userLoginCheck',
    'user/userUpdate',
    'user/updateRateReffrenece',
    'user/updateBetChipsModal',
    'user/userBalance',
    'user/userStatement',
    'user/userLedger',
    'user/completeLedgerDetails',
    'user/casinoLoginUrl',
    'user/clientBetListByMarketId',
    'sports/matchList',
    'sports/sportByMarketId',
    'sports/userPositionByMarketId',
    'sports/completedFancyByMarketId',
    'sports/betsList',
    'sports/sessionBetPlaced',
    'sports/oddBetPlaced',
    'website/domainSettingByDomainName',
    'reports/casinoTransactionReport',
  ],
  '001 (live casino)': [
    'casino/getDiamondCasinoByEventId',
    'casino/diamondBetsList',
    'casino/casinoBetPlace',
    'casino/diamondCasinoReportByUser',
    'allCasinoResult',
  ],
  '002 (matka, stakes, aviator)': [
    'matka/getMatkaByMatkaEventId',
    'matka/getMatkaList',
    'matka/matkaBetList',
    'matka/matkaPlaceBet',
    'casino/avaitorGamePlace',
    'casino/avaitorCashOut',
    'game/getRoundIdDetails',
  ],
  'the real API family (issue 2 fidelity notes)': ['matka/matkaBetCancel'],
} as const;

/** Calls named by what they do rather than by path; matched on the contract's summary. */
const SPEC_ACTIONS = { 'save bet chips (path not shown)': /bet chips/i };

const EVENTS = {
  account: [
    'login',
    'reconnect',
    'coinUpdate',
    'domainUpdate',
    'sportsListUpdate',
    'userLoggedIn',
    'userLoggedOut',
    'fetchCasinoBetList',
    'sessionBetUpdate',
    'marketReload',
  ],
  match: ['JoinRoom', '{marketId}'],
  casino: ['JoinRoom', '{shortName}'],
  aviator: ['joinGame', 'crashValue'],
} as const;

const hasContract = (name: string) =>
  allCalls.some((call) => call.path === `/v1/${name}` || call.path.endsWith(`/${name}`));

describe('spec coverage', () => {
  it.each(Object.entries(SPEC_CALLS))('every call named in spec %s has a contract', (_doc, names) => {
    expect(names.filter((name) => !hasContract(name))).toEqual([]);
  });

  it.each(Object.entries(SPEC_ACTIONS))('the action "%s" has a contract', (_action, pattern) => {
    expect(allCalls.some((call) => pattern.test(call.summary))).toBe(true);
  });

  it.each(Object.entries(EVENTS))('every %s socket event has a contract', (channel, names) => {
    const present = allEvents.filter((event) => event.channel === channel).map((event) => event.event);
    expect(names.filter((name) => !present.includes(name))).toEqual([]);
  });

  it('the GET payloads of the match and casino cache URLs have contracts', () => {
    const caches = allCalls.filter((call) => call.kind === 'cache').map((call) => call.area);
    expect(caches).toEqual(expect.arrayContaining(['sports', 'casino']));
  });

  const specDir = fileURLToPath(new URL('../../../shared/spec/', import.meta.url));
  it.runIf(existsSync(specDir))('every call path that appears in the spec files is in the list above', () => {
    const listed = new Set<string>(Object.values(SPEC_CALLS).flat());
    const prose = new Set(['matka/aviator']); // "the casino, matka and aviator routes", not a call
    const found = new Set<string>();
    for (const file of readdirSync(specDir)) {
      const text = readFileSync(`${specDir}${file}`, 'utf8');
      for (const match of text.matchAll(
        /\b(?:user|sports|website|reports|casino|matka|game)\/[A-Za-z]+\b/g,
      )) {
        found.add(match[0]);
      }
      if (text.includes('allCasinoResult')) found.add('allCasinoResult');
    }
    for (const name of prose) found.delete(name);
    expect([...found].filter((name) => !listed.has(name))).toEqual([]);
    expect([...found].filter((name) => !hasContract(name))).toEqual([]);
  });
});
