/**
 * sports/* routes (and the sports calls under user/: clientBetListByMarketId,
 * completeLedgerDetails), the match cache URL and the TV/score placeholder pages. Thin:
 * the sports area decides, exchange/sports/views.ts shapes the records.
 */
import { calls } from '@esk/contracts';
import type { FastifyInstance } from 'fastify';
import type { User } from '../exchange/accounts';
import type { PendingBet } from '../exchange/area';
import { NotFound } from '../exchange/errors';
import { isMatkaLedgerKey, matkaLedgerDetails } from '../exchange/matka/ledger-details';
import { toCoins } from '../exchange/money';
import { type BetFilter, SPORTS_MARKET_TYPES } from '../exchange/sports/area';
import { eventFeed } from '../exchange/sports/exchange-markets';
import type { SportsBet } from '../exchange/sports/state';
import { fancyBetWire, matchDetails, matchRow, oddsBetWire } from '../exchange/sports/views';
import { registerCall, registerRawCall } from '../http/call-route';
import type { Services } from '../services';
import { internationalBets } from './int-casino';
import { matchPlaceholderPage, scoreJson, scorePage } from './sports-pages';

const sportsCalls = calls.sports;
const BET_LIST_MESSAGE = 'Bet list fetched successfully';

interface ListOptions {
  pageNo?: number | undefined;
  size?: number | undefined;
}

/** Newest first, one page of each list when paged. */
function betLists(bets: SportsBet[], user: User, paging: ListOptions = {}) {
  const newestFirst = [...bets].reverse();
  const odds = newestFirst.flatMap((bet) => (bet.kind === 'odds' ? [oddsBetWire(bet, user)] : []));
  const fancy = newestFirst.flatMap((bet) => (bet.kind === 'fancy' ? [fancyBetWire(bet, user)] : []));
  const page = <T>(list: T[]) => {
    if (!paging.size) return list;
    const start = ((paging.pageNo ?? 1) - 1) * paging.size;
    return list.slice(start, start + paging.size);
  };
  return {
    oddsBetData: page(odds),
    fancyBetData: page(fancy),
    totalOddsCount: odds.length,
    totalFancyCount: fancy.length,
  };
}

/** Other areas' open bets (casino, matka, aviator) as casinoBetData rows of the pending list. */
function casinoRows(pending: PendingBet[]) {
  return pending
    .filter((bet) => !SPORTS_MARKET_TYPES.includes(bet.marketType))
    .map((bet) => ({
      gameName: bet.gameName ?? bet.market,
      debitAmount: toCoins(bet.debitAmount ?? bet.amount),
      amount: toCoins(bet.amount),
      createdAt: new Date(bet.time).toISOString(),
    }));
}

/**
 * The pending-bets form (isClientExposure): the flat list of every open bet, as the production
 * clients of the family read it ([{market, marketType, type, amount, rate, time}]; with the object
 * form their pending page showed 'No data found'). The odds and fancy flags pick the sports rows;
 * the other areas' rows come unless diamondBet is false. A row's market is 'match / team' or
 * 'match / session'; a fancy row's rate is its run, its odds the session odds.
 */
function exposureRows(pending: PendingBet[], wanted: Pick<BetFilter, 'odds' | 'fancy'>, others: boolean) {
  return pending
    .filter((bet) =>
      bet.marketType === 'fancy'
        ? wanted.fancy
        : SPORTS_MARKET_TYPES.includes(bet.marketType)
          ? wanted.odds
          : others,
    )
    .map((bet) => ({
      market: bet.market,
      marketType: bet.marketType,
      type: bet.type,
      amount: toCoins(bet.amount),
      rate: bet.rate,
      ...(bet.odds !== undefined ? { odds: bet.odds } : {}),
      time: new Date(bet.time).toISOString(),
    }));
}

/** Which kinds a bet-list request asks for: the flags it sets, or both when it sets none. */
function kinds(flags: {
  odds?: boolean | undefined;
  fancy?: boolean | undefined;
}): Pick<BetFilter, 'odds' | 'fancy'> {
  if (flags.odds === undefined && flags.fancy === undefined) return { odds: true, fancy: true };
  return { odds: flags.odds === true, fancy: flags.fancy === true };
}

export function sportsRoutes(app: FastifyInstance, services: Services): void {
  matchRoutes(app, services);
  betListRoutes(app, services);
  placementRoutes(app, services);
  ledgerDetailsRoutes(app, services);
  matchPageRoutes(app, services);
}

/** The match list, a match's details, its cache feeds and the user's positions. */
function matchRoutes(app: FastifyInstance, services: Services): void {
  const area = () => services.exchange.areas.sports;

  registerCall(app, services, sportsCalls.matchList, ({ body }) => ({
    message: 'Match list fetched successfully',
    data: area()
      .listMatches(body.sportId)
      .map((match) => matchRow(match, services.publicUrl())),
  }));

  registerCall(app, services, sportsCalls.sportByMarketId, ({ body }) => ({
    message: 'Match details fetched successfully',
    data: matchDetails(area().match(body.marketId), services.publicUrl()),
  }));

  registerRawCall(app, services, sportsCalls.matchCache, ({ params }) => area().feed(params.marketId ?? ''));

  registerRawCall(app, services, sportsCalls.eventMarketsCache, ({ params }) => ({
    data: eventFeed(area().matchByEvent(params.eventId ?? '')),
  }));

  registerCall(app, services, sportsCalls.userPositionByMarketId, ({ body, user }) => {
    const positions = area().positions(user.userId, body.marketId);
    return {
      message: 'Position fetched successfully',
      data: {
        oddsPosition: positions.odds.map((row) => ({
          _id: row.selectionId,
          oddsType: row.market,
          totalPosition: toCoins(row.position),
          Position: toCoins(row.position),
        })),
        sessionPosition: positions.sessions.map((row) => ({
          _id: row.sessionId,
          position: toCoins(row.position),
        })),
      },
    };
  });
}

/** The bet lists: completed fancy, betsList (pending and per market), a market's bets. */
function betListRoutes(app: FastifyInstance, services: Services): void {
  const area = () => services.exchange.areas.sports;

  registerCall(app, services, sportsCalls.completedFancyByMarketId, ({ body, user }) => {
    area().match(body.marketId);
    const declared = area().bets(user.userId, {
      marketId: body.marketId,
      odds: false,
      declared: true,
      deleted: false,
    });
    return {
      message: 'Completed fancy fetched successfully',
      data: betLists(declared, user).fancyBetData.map((bet) => ({ ...bet, selfProfitLoss: bet.profitLoss })),
    };
  });

  registerCall(app, services, sportsCalls.betsList, ({ body, user }) => {
    if (body.casinoBet === true) return internationalBets(services, user, body);
    if (body.marketId !== undefined) area().match(body.marketId);
    const wanted = kinds({ odds: body.oddsBet ?? body.oddBet, fancy: body.fancyBet });
    if (body.isClientExposure === true) {
      const pending = services.exchange.pendingBets(user.userId);
      return { message: BET_LIST_MESSAGE, data: exposureRows(pending, wanted, body.diamondBet !== false) };
    }
    const filter: BetFilter = {
      ...wanted,
      ...(body.marketId !== undefined ? { marketId: body.marketId } : {}),
      ...(body.isDeclare !== undefined ? { declared: body.isDeclare } : {}),
      ...(body.isDeleted !== undefined ? { deleted: body.isDeleted } : {}),
    };
    const lists = betLists(area().bets(user.userId, filter), user, body);
    return {
      message: BET_LIST_MESSAGE,
      data:
        body.diamondBet === true
          ? { ...lists, casinoBetData: casinoRows(services.exchange.pendingBets(user.userId)) }
          : lists,
    };
  });

  registerCall(app, services, sportsCalls.clientBetListByMarketId, ({ body, user }) => {
    area().match(body.marketId);
    const filter: BetFilter = {
      ...kinds({ odds: body.oddsBet, fancy: body.fancyBet }),
      marketId: body.marketId,
      ...(body.isDeleted !== undefined ? { deleted: body.isDeleted } : {}),
    };
    const bets = area().bets(user.userId, filter);
    return { message: BET_LIST_MESSAGE, data: betLists(bets, user) };
  });
}

/** Placing a bookmaker / toss / match odds bet and a session bet: the wallet after it. */
function placementRoutes(app: FastifyInstance, services: Services): void {
  const area = () => services.exchange.areas.sports;

  const placed = (user: User) => {
    const wallet = services.exchange.funds.wallet(user.userId);
    return {
      message: 'Bet Placed Successfully',
      data: { totalCoins: wallet.coins, exposure: wallet.exposure },
    };
  };

  registerCall(app, services, sportsCalls.oddBetPlaced, ({ body, user }) => {
    area().placeOddsBet(user, body);
    return placed(user);
  });

  registerCall(app, services, sportsCalls.sessionBetPlaced, ({ body, user }) => {
    area().placeSessionBet(user, body);
    return placed(user);
  });
}

/** A ledger line's details (user/completeLedgerDetails): a match's settled and rejected bets, or a matka draw's picks. */
function ledgerDetailsRoutes(app: FastifyInstance, services: Services): void {
  const area = () => services.exchange.areas.sports;

  registerCall(app, services, calls.user.completeLedgerDetails, ({ body, user }) => {
    // A matka line's details: its draw's picks (designed, exchange/matka/ledger-details.ts).
    if (isMatkaLedgerKey(body.marketId)) {
      const bets = services.exchange.areas.matka.drawBets(user.userId, body.marketId);
      if (bets.length === 0) throw new NotFound(`No matka draw ${body.marketId} in your ledger`);
      return { message: 'Success', data: matkaLedgerDetails(bets) };
    }
    area().match(body.marketId);
    const settled = area().settlementsOf(user.userId, body.marketId);
    const sum = (kind: 'odds' | 'session', field: 'pnl' | 'commission' | 'turnover') =>
      toCoins(settled.filter((s) => s.kind === kind).reduce((total, s) => total + s[field], 0));
    // Settled bets, and the deleted ones (Rejected Bets) whether they were settled or not.
    const declared = betLists(
      area()
        .bets(user.userId, { marketId: body.marketId })
        .filter((bet) => bet.declared !== undefined || bet.deleted !== undefined),
      user,
    );
    return {
      message: 'Success',
      data: {
        completeData: {
          clientOddsAmount: sum('odds', 'pnl'),
          clientSessionAmount: sum('session', 'pnl'),
          clientOddsComm: sum('odds', 'commission'),
          clientSessionComm: sum('session', 'commission'),
        },
        oddsBetsData: declared.oddsBetData,
        sessionBetsData: declared.fancyBetData,
        sessionTurnOver: sum('session', 'turnover'),
      },
    };
  });
}

/** The match's TV and score frames (designed placeholder pages). */
function matchPageRoutes(app: FastifyInstance, services: Services): void {
  const area = () => services.exchange.areas.sports;

  // Designed placeholders for the match's tvUrl and scoreIframe (the mock has no video or score provider).
  app.get('/tv/:eventId', async (request, reply) => {
    const { eventId } = request.params as { eventId: string };
    reply.type('text/html').send(matchPlaceholderPage(area(), eventId, 'Live TV'));
  });
  // The score frame: a live scoreboard page polling /score/:eventId.json (what sports.setScore last said).
  app.get('/score/:eventId', async (request, reply) => {
    const { eventId } = request.params as { eventId: string };
    reply.header('cache-control', 'no-store');
    if (eventId.endsWith('.json')) {
      const score = scoreJson(area(), eventId.slice(0, -'.json'.length));
      // The page reading it is sandboxed (an opaque origin): public data, readable from anywhere.
      reply.header('access-control-allow-origin', '*');
      if (!score) return reply.code(404).send({ error: true, message: `no match with eventId ${eventId}` });
      return reply.send(score);
    }
    reply.type('text/html').send(scorePage(area(), eventId));
  });
}
