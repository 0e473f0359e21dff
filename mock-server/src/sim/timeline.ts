/**
 * A readable timeline of a run: one line per scenario action with its scenario time, its
 * clock time at +05:30 and the values a QA engineer checks (the declared run, the casino
 * result, the crash point). Names are looked up from earlier actions (a session's name by
 * its id), so lines read as "India v Australia · 6 OVER RUN IND run 52". Action types
 * without a line of their own show their plain fields, so new ones appear too.
 */
import { pattiGroup } from '@esk/contracts/catalog/matka';
import { formatIst } from '@esk/contracts/dates';
import { SCRIPTED_SEED_PREFIX } from '@esk/scenarios';
import type { ActionOf, ActionType, ScenarioAction } from '@esk/scenarios/actions';
import { getCasinoGame } from '@esk/scenarios/games/casino/index';

/** High-frequency actions left out unless asked for (`--all`): the feed's detail, not the script. */
export const QUIET_ACTIONS: readonly ActionType[] = [
  'sports.setScore',
  'casino.revealCards',
  'casino.closeBetting',
  'aviator.crowd',
  'aviator.chat',
];

export interface TimelineLine {
  at: number;
  /** Scenario time from the start: '+1:30.000'. */
  offset: string;
  /** Clock time at +05:30: '19:31:30'. */
  clock: string;
  type: ActionType;
  text: string;
}

/** '+1:30.000', '+1:02:03.000': scenario time from the start. */
export function formatOffset(ms: number): string {
  const sign = ms < 0 ? '-' : '+';
  const abs = Math.abs(ms);
  const hours = Math.floor(abs / 3_600_000);
  const minutes = Math.floor((abs % 3_600_000) / 60_000);
  const seconds = Math.floor((abs % 60_000) / 1000);
  const millis = abs % 1000;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const clock = hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
  return `${sign}${clock}.${pad(millis, 3)}`;
}

const rate = (value: number) => String(Math.round(value * 100));
const coins = (value: number) => value.toLocaleString('en-IN');

type Describers = { [T in ActionType]?: (action: ActionOf<T>) => string };

/** Follows a run's actions and writes a line for each. */
export class Timeline {
  readonly #matches = new Map<string, { name: string; teams: Map<string, string> }>();
  readonly #sessions = new Map<string, string>();
  readonly #rounds = new Map<string, string[]>();
  readonly #markets = new Map<string, string>();

  constructor(readonly startAt: number) {}

  line(at: number, action: ScenarioAction): TimelineLine {
    const describe = this.#describers[action.type] as ((a: ScenarioAction) => string) | undefined;
    return {
      at,
      offset: formatOffset(at - this.startAt),
      clock: formatIst(at, 'HH:mm:ss'),
      type: action.type,
      text: describe ? describe(action) : plainFields(action),
    };
  }

  #match = (marketId: string) => this.#matches.get(marketId)?.name ?? marketId;
  #team = (marketId: string, selectionId: string) =>
    this.#matches.get(marketId)?.teams.get(selectionId) ?? selectionId;
  #session = (marketId: string, sessionId: string) =>
    `${this.#match(marketId)} · ${this.#sessions.get(`${marketId}/${sessionId}`) ?? sessionId}`;
  #market = (matkaEventId: string) => this.#markets.get(matkaEventId) ?? matkaEventId;

  readonly #describers: Describers = {
    'account.create': (a) => `${a.username} (${a.userType}, ${coins(a.coins)} coins)`,
    'account.credit': (a) =>
      `${a.username} ${a.amount > 0 ? '+' : ''}${coins(a.amount)} coins '${a.remark}'${a.allowNegative ? ' (may go negative)' : ''}`,
    'account.forceLogout': (a) => `${a.username} logged out`,
    'sports.addMatch': (a) => {
      this.#matches.set(a.marketId, {
        name: a.matchName,
        teams: new Map(a.teams.map((team) => [team.selectionId, team.name])),
      });
      return `${a.matchName} (${a.seriesName}) ${a.status} marketId ${a.marketId} eventId ${a.eventId}${a.isToss ? ' + toss' : ''}`;
    },
    'sports.setStatus': (a) => `${this.#match(a.marketId)} ${a.status}`,
    'sports.setRates': (a) =>
      `${this.#match(a.marketId)} ${a.market}: ${a.rates
        .map(
          (r) =>
            `${this.#team(a.marketId, r.selectionId)} ${r.lgaai || r.khaai ? `${rate(r.lgaai)}/${rate(r.khaai)}` : '-'}${r.suspended ? ' SUSPENDED' : ''}`,
        )
        .join(', ')}`,
    'sports.openSession': (a) => {
      this.#sessions.set(`${a.marketId}/${a.sessionId}`, a.name);
      return `${this.#session(a.marketId, a.sessionId)} opens: NO ${a.runsNo} / YES ${a.runsYes} (${rate(a.oddsNo)}/${rate(a.oddsYes)}) sessionId ${a.sessionId}`;
    },
    'sports.updateSession': (a) => {
      const changes = [
        a.runsNo !== undefined ? `NO ${a.runsNo}` : '',
        a.runsYes !== undefined ? `YES ${a.runsYes}` : '',
        a.oddsNo !== undefined || a.oddsYes !== undefined
          ? `odds ${a.oddsNo === undefined ? '-' : rate(a.oddsNo)}/${a.oddsYes === undefined ? '-' : rate(a.oddsYes)}`
          : '',
        a.status ?? '',
      ].filter(Boolean);
      return `${this.#session(a.marketId, a.sessionId)} ${changes.join(', ')}`;
    },
    'sports.declareSession': (a) => `${this.#session(a.marketId, a.sessionId)} declared: run ${a.run}`,
    'sports.declareMarket': (a) =>
      `${this.#match(a.marketId)} ${a.market} ${a.winnerSelectionId === null ? 'void (stakes returned)' : `won by ${this.#team(a.marketId, a.winnerSelectionId)}`}`,
    'sports.openExchangeMarket': (a) => `${this.#match(a.marketId)} ${a.market} opens`,
    'sports.setExchangePrices': (a) =>
      `${this.#match(a.marketId)} ${a.market}: ${a.runners
        .map(
          (r) =>
            `${this.#team(a.marketId, r.selectionId)} back ${r.back[0]?.price ?? '-'} / lay ${r.lay[0]?.price ?? '-'}`,
        )
        .join(', ')}${a.status ? ` ${a.status}` : ''}`,
    'sports.setExchangeStatus': (a) => `${this.#match(a.marketId)} ${a.market} ${a.status}`,
    'sports.marketReload': (a) => `${this.#match(a.marketId)} marketReload`,
    'sports.sessionBetUpdate': (a) => `${this.#match(a.marketId)} sessionBetUpdate`,
    'sports.setScore': (a) =>
      `${this.#match(a.marketId)} ${a.innings.map((i) => `${i.team} ${i.runs}/${i.wickets} (${i.overs})`).join(', ')}`,
    'casino.startRound': (a) => {
      this.#rounds.set(`${a.shortName}/${a.roundId}`, a.cards);
      return `${a.shortName} round ${a.roundId} betting ${a.bettingMs / 1000}s`;
    },
    'casino.closeBetting': (a) => `${a.shortName} round ${a.roundId} betting closed`,
    'casino.revealCards': (a) => `${a.shortName} round ${a.roundId} ${a.shown} cards up`,
    'casino.declare': (a) => {
      const cards = this.#rounds.get(`${a.shortName}/${a.roundId}`);
      const game = getCasinoGame(a.shortName);
      const outcome = cards && game ? game.evaluate(cards) : undefined;
      return `${a.shortName} round ${a.roundId} result ${outcome ? `${outcome.result}: ${outcome.desc}` : '?'}${cards ? ` (cards ${cards.join(' ')})` : ''}`;
    },
    'casino.setRoundCards': (a) => {
      this.#rounds.set(`${a.shortName}/${a.roundId}`, a.cards);
      return `${a.shortName} round ${a.roundId} dealt ${a.cards.join(' ')}`;
    },
    'casino.setTableStatus': (a) => `${a.shortName} ${a.suspended ? 'suspended' : 'open again'}`,
    'matka.addMarket': (a) => {
      this.#markets.set(a.matkaEventId, a.name);
      return `${a.name} open ${a.openTime} close ${a.closeTime} matkaEventId ${a.matkaEventId}`;
    },
    'matka.declare': (a) =>
      `${this.#market(a.matkaEventId)} ${a.side} ${a.patti} (${pattiGroup(a.patti)})${a.date ? ` for ${a.date}` : ''}`,
    'matka.setFlags': (a) => {
      const { type: _type, matkaEventId, ...flags } = a;
      return `${this.#market(matkaEventId)} ${plainFields(flags)}`;
    },
    'aviator.openRound': (a) => `${a.roundId} opens, betting ${a.bettingMs / 1000}s`,
    'aviator.takeOff': (a) => `${a.roundId} takes off (will crash at ${a.crashPoint.toFixed(2)})`,
    'aviator.crash': (a) =>
      `${a.roundId} crashed at ${a.crashPoint.toFixed(2)}${a.serverSeed.startsWith(SCRIPTED_SEED_PREFIX) ? ' (scripted)' : ''}`,
    'aviator.closeRound': (a) => `${a.roundId} closed`,
    'aviator.crowd': (a) => `${a.roundId} crowd: ${a.bets.length} bets`,
    'aviator.chat': (a) => `${a.player}: ${a.text}`,
    'fault.http': (a) =>
      `${a.path} ${a.status ? `answers ${a.status} '${a.message}'` : `+${a.latencyMs} ms`} for ${a.durationMs / 1000}s`,
    'fault.socketDisconnect': (a) => `drops the ${a.channel} sockets`,
    'fault.clear': (a) => (a.path ? `${a.path} faults cleared` : 'every HTTP fault cleared'),
    'recording.begin': (a) => `${a.username}'s recording of ${a.base} begins`,
    'recording.answer': (a) => `${a.call} answers ${a.status} (${a.method} ${a.url})`,
    'recording.push': (a) => `${a.channel}${a.room ? ` room ${a.room}` : ''} pushes ${a.event}`,
  };
}

/** The action's plain (string, number, boolean) fields as key=value. */
function plainFields(action: object): string {
  return Object.entries(action)
    .filter(([key, value]) => key !== 'type' && value !== null && typeof value !== 'object')
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
}
