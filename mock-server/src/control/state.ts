/**
 * The control room's live state (contracts/src/control.ts), read from the running exchange:
 * the clock, users with balance and exposure, matches and their sessions, casino tables and
 * their rounds, matka markets, the aviator round, active faults, open bets and the actions
 * the scenario could not apply. The trigger forms take their defaults from it.
 */
import type { ControlState } from '@esk/contracts/control';
import { simStatus } from '../admin/routes';
import { toCoins } from '../exchange/money';
import type { Simulation } from '../sim/simulation';

const OPEN_BETS_SHOWN = 100;
const ERRORS_SHOWN = 20;

export function controlState(sim: Simulation): ControlState {
  const { exchange } = sim;
  const { sports, casino, matka } = exchange.areas;
  const aviator = exchange.areas.aviator.round;

  const openBets: ControlState['openBets'] = [];
  const users = exchange.accounts.all().map((user) => {
    const pending = exchange.pendingBets(user.userId);
    for (const bet of pending) {
      openBets.push({
        username: user.username,
        area: bet.marketType,
        market: bet.gameName ?? bet.market,
        type: bet.type,
        amount: toCoins(bet.amount),
        rate: bet.rate,
        time: bet.time,
      });
    }
    return {
      userId: user.userId,
      username: user.username,
      name: user.name,
      userType: user.userType,
      balance: toCoins(exchange.funds.balance(user.userId)),
      exposure: toCoins(exchange.funds.exposure(user.userId)),
      openBets: pending.length,
    };
  });

  return {
    status: simStatus(sim),
    users,
    matches: [...(sports?.matches.values() ?? [])].map((match) => ({
      marketId: match.marketId,
      matchName: match.matchName,
      status: match.status,
      bookmaker: match.teams.map(({ selectionId, name }) => {
        const rate = match.bookmaker.rates.get(selectionId);
        return {
          selectionId,
          name,
          lgaai: rate?.lgaai ?? 0,
          khaai: rate?.khaai ?? 0,
          suspended: rate?.suspended ?? false,
        };
      }),
      sessions: [...match.sessions.values()].map((session) => ({
        sessionId: session.sessionId,
        name: session.name,
        status: session.status,
        runsNo: session.runsNo,
        runsYes: session.runsYes,
        result: session.result?.run ?? null,
      })),
    })),
    tables: (casino?.tables.all() ?? []).map((table) => ({
      shortName: table.game.shortName,
      name: table.game.name,
      suspended: table.suspended,
      round: table.round
        ? {
            roundId: table.round.roundId,
            shown: table.round.shown,
            bettingClosed: table.round.bettingClosed,
            declared: table.round.outcome !== undefined,
          }
        : null,
    })),
    matka: (matka?.markets() ?? []).map(({ matkaEventId, name }) => ({ matkaEventId, name })),
    aviator: aviator
      ? { roundId: aviator.roundId, status: aviator.status, crashPoint: aviator.crashPoint ?? null }
      : null,
    faults: exchange.faults.active().map((fault) => ({
      path: fault.path,
      status: fault.status ?? null,
      latencyMs: fault.latencyMs,
      until: fault.until,
    })),
    openBets: openBets.sort((a, b) => b.time - a.time).slice(0, OPEN_BETS_SHOWN),
    errors: sim.errors
      .slice(-ERRORS_SHOWN)
      .map(({ at, action, message }) => ({ at, type: action.type, message })),
  };
}
