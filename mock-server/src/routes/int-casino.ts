/**
 * The simulated casino provider (designed; contracts/src/http/provider.ts): its game pages at
 * /games/{gameId} (what user/casinoLoginUrl and the virtual games page embed) and the API they
 * call. Thin: the provider area (exchange/int-casino) plays and keeps the books.
 */
import { calls } from '@esk/contracts';
import { intCasinoMultiply } from '@esk/contracts/catalog/int-casino';
import {
  displayValue,
  groupLabel,
  RESULT_FIELDS,
  resultGroups,
  resultLines,
} from '@esk/contracts/catalog/result-view';
import { istDay } from '@esk/contracts/dates';
import type { FastifyInstance } from 'fastify';
import type { User } from '../exchange/accounts';
import { BadRequest } from '../exchange/errors';
import type { ProviderPlayRecord, ProviderRoundRecord } from '../exchange/int-casino/area';
import { toCoins } from '../exchange/money';
import { registerCall } from '../http/call-route';
import { noGamePage, providerPage } from '../pages/provider-page';
import type { Services } from '../services';

const providerCalls = calls.provider;

/** A provider game's page URL, signed in by the game token in its query (accounts.issueGameToken). */
export const providerGameUrl = (base: string, gameId: string, token: string): string =>
  `${base}/games/${encodeURIComponent(gameId)}?token=${encodeURIComponent(token)}`;

/** A provider round as the result service answers it (allCasinoResult data.data[0]). */
export const providerResultDetail = (round: ProviderRoundRecord) => ({
  mid: round.roundId,
  gtype: round.gtype,
  cards: round.cards,
  desc: round.desc,
  win: round.win,
  sid: round.win,
});

/** A round as the provider API sends it: the result detail plus its hands and lines in English. */
export function roundView(round: ProviderRoundRecord) {
  return {
    roundId: round.roundId,
    gtype: round.gtype,
    cards: round.cards,
    desc: round.desc,
    win: round.win,
    lines: resultLines(round.gtype, round.desc).map((line) => ({
      label: RESULT_FIELDS[line.field],
      value: line.values.map(displayValue).join(' · '),
    })),
    groups: resultGroups(round).map((group) => ({
      label: groupLabel(group),
      cards: group.cards,
      ...(group.note === undefined ? {} : { note: group.note }),
      winner: group.winner,
    })),
    createdAt: new Date(round.at).toISOString(),
  };
}

export function playRow(play: ProviderPlayRecord) {
  return {
    _id: play.id,
    roundId: play.roundId,
    gameId: play.gameId,
    gameName: play.gameName,
    sid: play.sid,
    nat: play.nat,
    points: play.points,
    rate: play.rate,
    debitAmount: toCoins(play.debit),
    creditAmount: toCoins(play.credit),
    rollbackAmount: toCoins(play.rollback),
    outcome: play.outcome,
    createdAt: new Date(play.at).toISOString(),
  };
}

/**
 * sports/betsList with casinoBet (the International report, 001 §2.15): the user's plays of the
 * ledger entry's game and days, newest first, in casinoBetData.
 */
export function internationalBets(
  services: Services,
  user: User,
  body: { eventId?: string | undefined; fromDate?: string | undefined; toDate?: string | undefined },
) {
  if (body.eventId === undefined) throw new BadRequest('eventId: required with casinoBet');
  const today = istDay(services.exchange.ctx.now());
  const rows = services.exchange.areas.intCasino.report(user.userId, {
    eventId: body.eventId,
    fromDate: body.fromDate ?? today,
    toDate: body.toDate ?? body.fromDate ?? today,
  });
  return {
    message: 'Bet list fetched successfully',
    data: {
      oddsBetData: [],
      fancyBetData: [],
      casinoBetData: rows.map((play) => ({
        _id: play.id,
        gameName: play.gameName,
        roundId: play.roundId,
        eventId: play.gameId,
        marketId: play.marketId,
        debitAmount: toCoins(play.debit),
        creditAmount: toCoins(play.credit),
        rollbackAmount: toCoins(play.rollback),
        isDeclare: true,
        createdAt: new Date(play.at).toISOString(),
      })),
    },
  };
}

function wallet(services: Services, user: User) {
  const { coins, exposure } = services.exchange.funds.wallet(user.userId);
  const multiply = intCasinoMultiply(user.intCasinoMultiply);
  return { coins, exposure, points: Math.floor(((coins + exposure) / multiply) * 100) / 100, multiply };
}

export function intCasinoRoutes(app: FastifyInstance, services: Services): void {
  const area = () => services.exchange.areas.intCasino;

  registerCall(app, services, providerCalls.providerState, ({ body, user }) => {
    const state = area().state(user, body.gameId);
    return {
      game: {
        gameId: state.game.gameId,
        name: state.game.name,
        gtype: state.game.gtype,
        kind: state.game.kind,
        markets: [...state.markets],
        chips: [...state.chips],
        minPoints: state.minPoints,
        maxPoints: state.maxPoints,
        open: state.open,
        message: state.message,
      },
      wallet: wallet(services, user),
      recent: state.recent.map(roundView),
      plays: state.plays.map(playRow),
    };
  });

  registerCall(app, services, providerCalls.providerPlay, ({ body, user }) => {
    const { play, round } = area().play(user, body);
    return { play: playRow(play), round: roundView(round), wallet: wallet(services, user) };
  });

  app.get('/games/:gameId', async (request, reply) => {
    const { gameId } = request.params as { gameId: string };
    const page = providerPage(gameId);
    reply.header('cache-control', 'no-store').type('text/html');
    return page ? reply.send(page) : reply.code(404).send(noGamePage(gameId));
  });
}
