/**
 * The drift check's walk over the read-only calls, in the order a client makes them: the site
 * settings, sign-in, wallet, the match list and the first matches (details, cache URL,
 * positions, bets), every live table (details, cache URL), matka, the aviator settings and
 * game server, and the reports. Ids come from the answers before (a drifting answer still
 * gives its ids when they can be read). Nothing that moves money is called here.
 */
import { calls } from '@esk/contracts';
import { AVIATOR_EVENT_ID, AVIATOR_HISTORY_GAME_TYPE } from '@esk/contracts/catalog/aviator';
import { LIVE_CASINO_GAMES } from '@esk/contracts/catalog/casino';
import { DAY_MS, istDay } from '@esk/contracts/dates';
import type { CallCheck } from './checks';
import type { DriftHttp } from './http';
import type { DriftOptions } from './options';

/** Where the sockets are, as the walk found them. */
export interface SocketTargets {
  account?: { url: string; userId: string; token: string; domain: string };
  /** Match rooms: the bookmaker and sessions by marketId, the exchange markets (marketByEvent) by eventId. */
  matches: { url: string; marketId: string; eventId?: string }[];
  casinos: { url: string; shortName: string }[];
  aviator?: { url: string; minStake: number };
}

export interface WalkResult {
  checks: CallCheck[];
  targets: SocketTargets;
  /** The signed-in user's token (for --place-bets), when sign-in worked. */
  signedIn: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data` of an answer body, read leniently: ids must come through even when a field drifts. */
const dataOf = (body: unknown): unknown => (isObject(body) ? body.data : undefined);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** A URL the server handed out, made absolute against the base (some servers send a path). */
function absolute(url: string | undefined, base: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, `${base}/`).toString().replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

const skipped = (call: string, message: string): CallCheck => ({
  call,
  method: '',
  url: '',
  ms: 0,
  verdict: 'skipped',
  fields: [],
  message,
});

/** What every step of the walk shares: the client, the options, the days asked and what it found. */
interface Walk {
  http: DriftHttp;
  options: DriftOptions;
  base: string;
  today: string;
  weekAgo: string;
  checks: CallCheck[];
  targets: SocketTargets;
}

export async function walk(http: DriftHttp, options: DriftOptions, now: () => number): Promise<WalkResult> {
  const run: Walk = {
    http,
    options,
    base: options.base,
    today: istDay(now()),
    weekAgo: istDay(now() - 7 * DAY_MS),
    checks: [],
    targets: { matches: [], casinos: [] },
  };
  run.checks.push(
    (await http.call(calls.website.domainSettingByDomainName, { domainUrl: new URL(run.base).origin })).check,
  );
  const userId = await signIn(run);
  if (!userId) return { checks: run.checks, targets: run.targets, signedIn: false };
  await walkSports(run);
  await walkCasino(run);
  await walkMatka(run);
  await walkAviator(run);
  await walkReports(run, userId);
  return { checks: run.checks, targets: run.targets, signedIn: true };
}

/** Signs in (the token then goes with every call) and checks the login check and the wallet; the userId. */
async function signIn({ http, options, checks, targets }: Walk): Promise<string | undefined> {
  const login = await http.call(calls.user.login, {
    username: options.user.toUpperCase(),
    password: options.password,
    isClient: true,
    host: options.domain,
  });
  checks.push(login.check);
  const loginBody = isObject(login.body) ? login.body : {};
  const token = text(loginBody.token);
  const userId = text(isObject(loginBody.data) ? loginBody.data.userId : undefined);
  http.recorder?.signedIn(options.user, loginBody.data);
  if (!token || !userId) {
    checks.push(skipped('(the rest)', 'sign-in gave no token and userId: nothing else can be called'));
    return undefined;
  }
  http.token = token;
  targets.account = { url: options.socketUrl, userId, token, domain: options.domain };
  checks.push((await http.call(calls.user.userLoginCheck, { userId })).check);
  checks.push((await http.call(calls.user.userBalance, {})).check);
  return userId;
}

/** Sports: the list, then the first matches' details, live data and books. */
async function walkSports({ http, options, base, checks, targets }: Walk): Promise<void> {
  const list = await http.call(calls.sports.matchList, {});
  checks.push(list.check);
  const listed = Array.isArray(dataOf(list.body)) ? (dataOf(list.body) as unknown[]) : [];
  const marketIds = listed
    .map((match) => text(isObject(match) ? match.marketId : undefined))
    .filter((id): id is string => id !== undefined)
    .slice(0, options.matches);
  if (marketIds.length === 0)
    checks.push(skipped('sports.sportByMarketId', 'no marketId could be read from the match list'));
  for (const marketId of marketIds) {
    const details = await http.call(calls.sports.sportByMarketId, { marketId });
    checks.push(details.check);
    const match = dataOf(details.body);
    const record = isObject(match) ? match : {};
    const cacheUrl = absolute(text(record.cacheUrl), base);
    if (cacheUrl) {
      checks.push((await http.call(calls.sports.matchCache, {}, { url: cacheUrl, auth: false })).check);
    } else checks.push(skipped('sports.matchCache', `${marketId} has no cacheUrl`));
    const otherMarkets = absolute(text(record.otherMarketCacheUrl), base);
    if (otherMarkets) {
      checks.push(
        (await http.call(calls.sports.eventMarketsCache, {}, { url: otherMarkets, auth: false })).check,
      );
    }
    const socketUrl = absolute(text(record.socketUrl), base);
    const eventId = text(record.eventId);
    if (socketUrl) targets.matches.push({ url: socketUrl, marketId, ...(eventId ? { eventId } : {}) });
    checks.push((await http.call(calls.sports.userPositionByMarketId, { marketId })).check);
    checks.push((await http.call(calls.sports.completedFancyByMarketId, { marketId })).check);
    checks.push((await http.call(calls.sports.betsList, { fancyBet: true, oddsBet: true, marketId })).check);
  }
}

const FIRST_TABLE = LIVE_CASINO_GAMES[0].eventId;

/** Live casino: every table of the catalogue, and the first one's bets. */
async function walkCasino({ http, base, today, weekAgo, checks, targets }: Walk): Promise<void> {
  for (const game of LIVE_CASINO_GAMES) {
    const details = await http.call(calls.casino.getDiamondCasinoByEventId, { eventId: game.eventId });
    checks.push(details.check);
    const table = isObject(dataOf(details.body)) ? (dataOf(details.body) as Record<string, unknown>) : {};
    const shortName = text(table.shortName) ?? game.shortName;
    const cacheUrl = absolute(text(table.cacheURL), base);
    if (cacheUrl) {
      checks.push((await http.call(calls.casino.casinoCache, {}, { url: cacheUrl, auth: false })).check);
    }
    const socketUrl = absolute(text(table.socketURL), base);
    if (socketUrl) targets.casinos.push({ url: socketUrl, shortName });
  }
  checks.push(
    (
      await http.call(calls.casino.diamondBetsList, {
        eventId: FIRST_TABLE,
        fromDate: weekAgo,
        toDate: today,
        isDeclare: false,
      })
    ).check,
  );
}

/** Matka: the list and the first market. */
async function walkMatka({ http, today, weekAgo, checks }: Walk): Promise<void> {
  const matka = await http.call(calls.matka.getMatkaList, {});
  checks.push(matka.check);
  const markets = Array.isArray(dataOf(matka.body)) ? (dataOf(matka.body) as unknown[]) : [];
  const matkaEventId = markets.map((m) => text(isObject(m) ? m.matkaEventId : undefined)).find(Boolean);
  if (matkaEventId) {
    checks.push((await http.call(calls.matka.getMatkaByMatkaEventId, { matkaEventId })).check);
    checks.push(
      (
        await http.call(calls.matka.matkaBetList, {
          matkaEventId,
          fromDate: weekAgo,
          toDate: today,
          isDeleted: false,
        })
      ).check,
    );
  } else
    checks.push(skipped('matka.getMatkaByMatkaEventId', 'no matkaEventId could be read from the matka list'));
}

/** Aviator: the settings name the game server; its history and board are called there. */
async function walkAviator({ http, base, checks, targets }: Walk): Promise<void> {
  const aviator = await http.call(calls.casino.getDiamondCasinoByEventId, {
    eventId: String(AVIATOR_EVENT_ID),
  });
  checks.push(aviator.check);
  const settings = isObject(dataOf(aviator.body)) ? (dataOf(aviator.body) as Record<string, unknown>) : {};
  const gameServer = absolute(text(settings.socketURL), base);
  if (gameServer) {
    http.recorder?.called(gameServer);
    targets.aviator = { url: gameServer, minStake: Number(settings.minStake) || 0 };
    const body = { gameType: AVIATOR_HISTORY_GAME_TYPE };
    for (const contract of [calls.aviator.getRoundIdDetails, calls.aviator.getAviatorBoard]) {
      checks.push((await http.call(contract, body, { url: `${gameServer}${contract.path}` })).check);
    }
  } else checks.push(skipped('aviator.getRoundIdDetails', 'the aviator settings name no socketURL'));
}

/** Reports: statement, ledger (and the first ledger market's details), casino reports. */
async function walkReports({ http, today, weekAgo, checks }: Walk, userId: string): Promise<void> {
  checks.push(
    (
      await http.call(calls.user.userStatement, {
        userId,
        pageNo: 1,
        size: 50,
        fromDate: weekAgo,
        toDate: today,
      })
    ).check,
  );
  const ledger = await http.call(calls.user.userLedger, { downlineUserId: userId });
  checks.push(ledger.check);
  const ledgerRows = Array.isArray(dataOf(ledger.body)) ? (dataOf(ledger.body) as unknown[]) : [];
  const ledgerMarket = ledgerRows.map((row) => text(isObject(row) ? row.marketId : undefined)).find(Boolean);
  if (ledgerMarket) {
    checks.push((await http.call(calls.user.completeLedgerDetails, { marketId: ledgerMarket })).check);
  }
  checks.push(
    (
      await http.call(calls.casino.diamondCasinoReportByUser, {
        eventId: FIRST_TABLE,
        fromDate: weekAgo,
        toDate: today,
        casinoType: 'diamondCasino',
      })
    ).check,
  );
  checks.push(
    (
      await http.call(calls.reports.casinoTransactionReport, {
        eventId: '900000',
        fromDate: weekAgo,
        toDate: today,
        casinoType: 'internationalCasino',
      })
    ).check,
  );
}
