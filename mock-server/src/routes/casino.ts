/**
 * Live casino routes (casino/*, the table cache URL, the round result service and
 * reports/casinoTransactionReport): thin adapters from the contracts to the casino area.
 * Event 303031 (the aviator) is answered from the aviator area where a casino call serves it.
 */
import { calls } from '@esk/contracts';
import { AVIATOR_EVENT_ID } from '@esk/contracts/catalog/aviator';
import { findLiveGame } from '@esk/contracts/catalog/casino';
import type { FastifyInstance } from 'fastify';
import type { User } from '../exchange/accounts';
import { AVIATOR_NAME } from '../exchange/aviator/area';
import { aviatorBetFigures } from '../exchange/aviator/round-math';
import type { CasinoBetRecord } from '../exchange/casino/book';
import { casinoProfitLoss } from '../exchange/casino/reports';
import type { CasinoTableState } from '../exchange/casino/tables';
import { toCoins } from '../exchange/money';
import { registerCall, registerRawCall } from '../http/call-route';
import { casinoVideoPage, noTableVideoPage } from '../pages/casino-video/video-page';
import type { Services } from '../services';
import { providerResultDetail } from './int-casino';

const casinoCalls = calls.casino;
const isAviator = (eventId: string) => eventId === String(AVIATOR_EVENT_ID) || eventId === 'aviator';

// designed: the mock streams no video; the details point at its own page drawing the table's round.
export const casinoVideoPath = (shortName: string) => `/casino-video/${encodeURIComponent(shortName)}`;

function tableDetails(services: Services, table: CasinoTableState) {
  const { game, settings } = table;
  const base = services.publicUrl();
  const video = `${base}${casinoVideoPath(game.shortName)}`;
  return {
    eventId: game.eventId,
    name: game.name,
    shortName: game.shortName,
    fetchData: settings.fetchData,
    socketURL: base,
    cacheURL: `${base}/cache/casino/${game.shortName}`,
    videoUrlType: settings.videoUrlType,
    // designed: three camera feeds of the one placeholder page.
    videoUrl1: video,
    videoUrl2: `${video}?camera=2`,
    videoUrl3: `${video}?camera=3`,
    betStatus: settings.betStatus,
    cashinoStatus: true,
    casinoStatus: true,
    minStake: settings.minStake,
    maxStake: settings.maxStake,
    setting: {
      oddsDifference: settings.oddsDifference,
      ...(settings.betStatus ? {} : { errorMessage: settings.errorMessage }),
    },
    isVirtual: false,
    isDisable: false,
  };
}

function betRow(bet: CasinoBetRecord) {
  const settled = bet.settled;
  return {
    _id: bet.id,
    userInfo: { userId: bet.userId, username: bet.username, name: bet.name },
    eventId: bet.eventId,
    casinoType: bet.shortName,
    roundId: bet.roundId,
    sid: bet.sid,
    teamName: bet.nat,
    playerName: bet.nat,
    odds: bet.odds,
    amount: toCoins(bet.stake),
    type: bet.isLay ? 'K' : 'L',
    betType: bet.isLay ? 'K' : 'L',
    profitLoss: settled ? toCoins(settled.profitLoss) : 0,
    isDeclare: Boolean(settled),
    isDeleted: false,
    showResult: settled ? settled.showResult : null,
    result: settled ? settled.result : null,
    posArray: Object.fromEntries(Object.entries(bet.positions).map(([sid, value]) => [sid, toCoins(value)])),
    ip: bet.ip,
    resultDetails: settled ? settled.detail : {},
    createdAt: new Date(bet.createdAt).toISOString(),
  };
}

export function casinoRoutes(app: FastifyInstance, services: Services): void {
  const area = () => services.exchange.areas.casino;

  registerCall(app, services, casinoCalls.getDiamondCasinoByEventId, ({ body }) => {
    if (isAviator(body.eventId)) {
      const { settings } = services.exchange.areas.aviator;
      return {
        message: 'Casino Details Fetch Successfully',
        data: {
          eventId: String(AVIATOR_EVENT_ID),
          name: 'Aviator',
          shortName: 'aviator',
          fetchData: 'socket',
          socketURL: services.publicUrl(),
          betStatus: settings.betStatus,
          cashinoStatus: true,
          minStake: settings.minStake,
          maxStake: settings.maxStake,
          setting: { oddsDifference: 0, errorMessage: settings.errorMessage },
        },
      };
    }
    return {
      message: 'Casino Details Fetch Successfully',
      data: tableDetails(services, area().table(body.eventId)),
    };
  });

  registerCall(app, services, casinoCalls.casinoBetPlace, ({ body, user, request }) => {
    area().placeBet(user, body, request.ip);
    const wallet = services.exchange.funds.wallet(user.userId);
    return {
      message: 'Bet Placed Successfully',
      data: { totalCoins: wallet.coins, exposure: wallet.exposure, message: 'Bet Placed Successfully' },
    };
  });

  registerCall(app, services, casinoCalls.diamondBetsList, ({ body, user }) => {
    // The report sends isDeleted false (every bet: none is deleted); isDeleted true lists nothing.
    const query = { fromDate: body.fromDate, toDate: body.toDate, isDeclare: body.isDeclare };
    const rows = body.isDeleted ? [] : bets(services, user, body.eventId, query);
    return {
      message: 'Diamond Casino Bet List Fetch Successfully',
      data: { casinoBetData: rows, totalCasinoCount: rows.length },
    };
  });

  registerCall(app, services, casinoCalls.diamondCasinoReportByUser, ({ body, user }) => {
    const eventId = isAviator(body.eventId)
      ? String(AVIATOR_EVENT_ID)
      : area().table(body.eventId).game.eventId;
    const total = casinoProfitLoss(services.exchange.funds.entries(user.userId), {
      eventId,
      ledgerType: 'diamondCasino',
      fromDate: body.fromDate,
      toDate: body.toDate,
    });
    return {
      message: 'Casino Report Fetch Successfully',
      data: [{ clientProfitLoss: toCoins(total), clientComm: 0 }],
    };
  });

  registerCall(app, services, calls.reports.casinoTransactionReport, ({ body, user }) => {
    const total = toCoins(
      casinoProfitLoss(services.exchange.funds.entries(user.userId), {
        eventId: body.eventId,
        ledgerType: body.casinoType,
        fromDate: body.fromDate,
        toDate: body.toDate,
      }),
    );
    return {
      message: 'Casino Transaction Report Fetch Successfully',
      data: [{ amount: total, totalComm: 0, totalAmount: total, clientSessionComm: 0 }],
    };
  });

  registerRawCall(app, services, casinoCalls.casinoCache, ({ params }) => {
    const current = area();
    return { data: current.feed(current.table(params.shortName ?? '')) };
  });

  registerRawCall(app, services, casinoCalls.allCasinoResult, ({ body }) => {
    // The casino provider's rounds first: the result popup knows their game types too (001 §2.14).
    const provided = services.exchange.areas.intCasino.result(body.roundId);
    if (provided) return { data: { data: [providerResultDetail(provided)] } };
    const detail = area().result(body.roundId);
    return { data: { data: detail ? [detail] : [] } };
  });

  app.get('/casino-video/:shortName', async (request, reply) => {
    const { shortName } = request.params as { shortName: string };
    const { camera } = request.query as { camera?: string };
    const table = area().tables.find(shortName);
    const game = table ? findLiveGame(table.game.shortName) : undefined;
    const page =
      table && game
        ? casinoVideoPage(
            { shortName: game.shortName, name: game.name, family: game.family, round: area().feed(table) },
            camera,
          )
        : noTableVideoPage(shortName);
    reply.type('text/html').send(page);
  });
}

function bets(
  services: Services,
  user: User,
  eventId: string,
  query: { fromDate: string; toDate: string; isDeclare?: boolean | undefined },
) {
  if (isAviator(eventId)) {
    return services.exchange.areas.aviator.list(user.userId, query).map((bet) => ({
      _id: bet.id,
      userInfo: { userId: bet.userId, username: bet.username, name: bet.name },
      eventId: String(AVIATOR_EVENT_ID),
      casinoType: 'aviator',
      roundId: bet.roundId,
      teamName: AVIATOR_NAME,
      playerName: AVIATOR_NAME,
      amount: toCoins(bet.stake),
      odds: bet.cashedOut ? bet.cashedOut.multiplier : '',
      ...aviatorBetFigures(bet),
      resultDetails: {},
      createdAt: new Date(bet.createdAt).toISOString(),
    }));
  }
  return services.exchange.areas.casino.bets(user.userId, eventId, query).map(betRow);
}
