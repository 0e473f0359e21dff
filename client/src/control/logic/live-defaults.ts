/**
 * What the trigger forms pre-fill from the live state: the ids an action names (match,
 * session, table, round, matka market, user) are offered as choices of what exists now, and
 * the first sensible one is filled in ('declare this session': the first undeclared session
 * of the match in play). A choice made in the form narrows the next (a match picks its sessions).
 */
import type { ControlState } from '@esk/contracts/control';
import type { ActionSpec, FormValues } from './action-fields';

export interface Choice {
  value: string;
  label: string;
}

type Match = ControlState['matches'][number];

/** The match in play first, then upcoming ones, completed last. */
const STATUS_ORDER: Record<string, number> = { INPLAY: 0, UPCOMING: 1, COMPLETED: 2 };
export const matchesInOrder = (state: ControlState): Match[] =>
  [...state.matches].sort((a, b) => (STATUS_ORDER[a.status] ?? 3) - (STATUS_ORDER[b.status] ?? 3));

export const openSessions = (match: Match | undefined) =>
  (match?.sessions ?? []).filter((session) => session.result === null);

const clients = (state: ControlState) => state.users.filter((user) => user.userType === 'client');

/** The demo user when there is one (the standard accounts), else the first client. */
export const demoUser = (state: ControlState) =>
  clients(state).find((user) => user.username.toLowerCase() === 'demo') ?? clients(state)[0];

function matchOf(state: ControlState, values: FormValues): Match | undefined {
  const chosen = typeof values.marketId === 'string' ? values.marketId : '';
  return state.matches.find((match) => match.marketId === chosen) ?? matchesInOrder(state)[0];
}

function tableOf(state: ControlState, values: FormValues) {
  const chosen = typeof values.shortName === 'string' ? values.shortName : '';
  return (
    state.tables.find((table) => table.shortName === chosen) ??
    state.tables.find((table) => table.shortName === 'lucky7') ??
    state.tables[0]
  );
}

/** The choices a field offers now, or undefined for a free field. */
export function fieldChoices(
  spec: ActionSpec,
  name: string,
  state: ControlState,
  values: FormValues,
): Choice[] | undefined {
  switch (name) {
    case 'marketId':
      return spec.type === 'sports.addMatch'
        ? undefined
        : matchesInOrder(state).map((match) => ({
            value: match.marketId,
            label: `${match.matchName} (${match.status})`,
          }));
    case 'sessionId':
      return spec.type === 'sports.openSession'
        ? undefined
        : (matchOf(state, values)?.sessions ?? []).map((session) => ({
            value: session.sessionId,
            label: `${session.name}${session.result === null ? ` (${session.status})` : ` (declared ${session.result})`}`,
          }));
    case 'winnerSelectionId':
      return (matchOf(state, values)?.bookmaker ?? []).map((team) => ({
        value: team.selectionId,
        label: team.name,
      }));
    case 'shortName':
      return state.tables.map((table) => ({
        value: table.shortName,
        label: `${table.name} (${table.shortName})`,
      }));
    case 'matkaEventId':
      return spec.type === 'matka.addMarket'
        ? undefined
        : state.matka.map((market) => ({ value: market.matkaEventId, label: market.name }));
    case 'username':
      return spec.type === 'account.create'
        ? undefined
        : state.users.map((user) => ({ value: user.username, label: `${user.username} (${user.userType})` }));
    default:
      return undefined;
  }
}

/** Defaults from the live state for the fields of `spec` (on top of the schema's own defaults). */
export function liveDefaults(
  spec: ActionSpec,
  state: ControlState,
  values: FormValues = {},
): Record<string, unknown> {
  const match = matchOf(state, values);
  const session = openSessions(match)[0] ?? match?.sessions[0];
  const table = tableOf(state, values);
  const defaults: Record<string, unknown> = {};
  for (const { name } of spec.fields) {
    const value = ((): unknown => {
      switch (name) {
        case 'marketId':
          return spec.type === 'sports.addMatch' ? undefined : match?.marketId;
        case 'sessionId':
          return spec.type === 'sports.openSession' ? undefined : session?.sessionId;
        case 'run':
          return session?.runsYes;
        case 'winnerSelectionId':
          return match?.bookmaker[0]?.selectionId;
        case 'rates':
          return match?.bookmaker.map(({ selectionId, lgaai, khaai, suspended }) => ({
            selectionId,
            lgaai,
            khaai,
            suspended,
          }));
        case 'shortName':
          return table?.shortName;
        case 'roundId':
          if (spec.area === 'aviator') return state.aviator?.roundId;
          return spec.type === 'casino.startRound' ? undefined : table?.round?.roundId;
        case 'matkaEventId':
          return spec.type === 'matka.addMarket' ? undefined : state.matka[0]?.matkaEventId;
        case 'username':
          return spec.type === 'account.create' ? undefined : demoUser(state)?.username;
        case 'crashPoint':
          return state.aviator?.crashPoint ?? undefined;
        case 'durationMs':
          return spec.area === 'fault' ? 30_000 : undefined;
        case 'path':
          return spec.type === 'fault.http' ? '/v1/' : undefined;
        default:
          return undefined;
      }
    })();
    if (value !== undefined) defaults[name] = value;
  }
  return defaults;
}
