/**
 * The one-click demo moments, filled from the live state: each names what it will do to what
 * exists now ('Declare 6 OVER RUN IND at 52'), or says why it cannot run yet. A moment is one
 * or more scenario actions sent through the typed trigger call.
 */
import type { ControlState } from '@esk/contracts/control';
import type { ScenarioActionInput } from '@esk/contracts/sim/actions';
import { demoUser, matchesInOrder, openSessions } from './live-defaults';

export interface SalesMoment {
  id: string;
  label: string;
  /** What it will do, in one line (the button's description). */
  detail: string;
  actions: ScenarioActionInput[];
  /** Why it cannot run now (the button is disabled and says so). */
  unavailable?: string;
  tone: 'primary' | 'danger' | 'secondary';
}

export const DEMO_SESSION_RUN = 52;
export const DEMO_CRASH_POINT = 3.5;
/** aviator.crash reveals a seed; a crash forced from the control room reveals this one (its hash will not match). */
export const CONTROL_SERVER_SEED = 'control-room';
const LUCKY7 = 'lucky7';

function declareSession(state: ControlState): SalesMoment {
  const match = matchesInOrder(state).find((candidate) => openSessions(candidate).length > 0);
  const session = openSessions(match)[0];
  return {
    id: 'declare-session',
    label: session
      ? `Declare ${session.name} at ${DEMO_SESSION_RUN}`
      : `Declare a session at ${DEMO_SESSION_RUN}`,
    detail: match
      ? `${match.matchName}: YES wins at ${DEMO_SESSION_RUN} runs or more`
      : 'Settles its bets now',
    actions:
      match && session
        ? [
            {
              type: 'sports.declareSession',
              marketId: match.marketId,
              sessionId: session.sessionId,
              run: DEMO_SESSION_RUN,
            },
          ]
        : [],
    ...(session ? {} : { unavailable: 'No open session' }),
    tone: 'primary',
  };
}

function crashPlane(state: ControlState): SalesMoment {
  const round = state.aviator;
  const flying = round && (round.status === 'open' || round.status === 'running');
  return {
    id: 'crash-plane',
    label: `Crash the plane now at ${DEMO_CRASH_POINT}`,
    detail: round ? `Aviator round ${round.roundId}: open bets lose` : 'Aviator: open bets lose',
    actions: flying
      ? [
          {
            type: 'aviator.crash',
            roundId: round.roundId,
            crashPoint: DEMO_CRASH_POINT,
            serverSeed: CONTROL_SERVER_SEED,
          },
        ]
      : [],
    ...(flying ? {} : { unavailable: 'No aviator round in the air' }),
    tone: 'danger',
  };
}

function dealLucky7(state: ControlState): SalesMoment {
  const table = state.tables.find((candidate) => candidate.shortName === LUCKY7);
  const round = table?.round;
  const dealable = round && !round.declared && round.shown === 0;
  return {
    id: 'deal-lucky7',
    label: 'Deal lucky7 a 7',
    detail: round ? `Round ${round.roundId} turns up the 7 of spades` : 'The next card is a 7',
    actions: dealable
      ? [{ type: 'casino.setRoundCards', shortName: LUCKY7, roundId: round.roundId, cards: ['7SS'] }]
      : [],
    ...(dealable ? {} : { unavailable: table ? 'Wait for the next lucky7 round' : 'No lucky7 table' }),
    tone: 'primary',
  };
}

function forceLogout(state: ControlState): SalesMoment {
  const user = demoUser(state);
  return {
    id: 'force-logout',
    label: `Force logout ${user?.username ?? 'demo'}`,
    detail: 'Every session of the user ends; open pages return to sign-in',
    actions: user ? [{ type: 'account.forceLogout', username: user.username }] : [],
    ...(user ? {} : { unavailable: 'No client user' }),
    tone: 'danger',
  };
}

function suspendMarket(state: ControlState): SalesMoment {
  const match = matchesInOrder(state).find((candidate) => candidate.bookmaker.some((row) => row.lgaai > 0));
  const suspended = match?.bookmaker.every((row) => row.suspended) ?? false;
  return {
    id: 'suspend-market',
    label: suspended ? 'Reopen this market' : 'Suspend this market',
    detail: match ? `${match.matchName} bookmaker` : 'The bookmaker market of the match in play',
    actions: match
      ? [
          {
            type: 'sports.setRates',
            marketId: match.marketId,
            market: 'bookmaker',
            rates: match.bookmaker.map(({ selectionId, lgaai, khaai }) => ({
              selectionId,
              lgaai,
              khaai,
              suspended: !suspended,
            })),
          },
        ]
      : [],
    ...(match ? {} : { unavailable: 'No priced match' }),
    tone: 'secondary',
  };
}

function casinoBetting(state: ControlState): SalesMoment {
  const off = state.tables.length > 0 && state.tables.every((table) => table.suspended);
  return {
    id: 'casino-betting',
    label: off ? 'Turn casino betting on' : 'Turn casino betting off',
    detail: `${state.tables.length} tables ${off ? 'reopen' : 'suspended'}`,
    actions: state.tables.map((table) => ({
      type: 'casino.setTableStatus',
      shortName: table.shortName,
      suspended: !off,
    })),
    ...(state.tables.length > 0 ? {} : { unavailable: 'No casino tables' }),
    tone: 'secondary',
  };
}

export function salesMoments(state: ControlState): SalesMoment[] {
  return [
    declareSession(state),
    crashPlane(state),
    dealLucky7(state),
    forceLogout(state),
    suspendMarket(state),
    casinoBetting(state),
  ];
}
