/**
 * The scenario format. A scenario is a plain object (written in a TS module with the
 * helpers of dsl.ts, or loaded from JSON) validated by `scenarioSchema` when it is
 * defined. Every time in it is scenario time from its start: '0s', '90s', '1h30m'; matka
 * market times are clock times at +05:30. The engine (engine.ts) turns it into actions.
 */
import { z } from 'zod';
import { scenarioActionSchema } from './actions';
import { formatDuration, offsetSchema, scenarioDurationSchema, startAtSchema } from './duration';
import {
  type AccountSpec,
  accountEventSchema,
  accountSpecSchema,
  domainSpecSchema,
  faultSpecSchema,
} from './format/accounts';
import { aviatorSpecSchema } from './format/aviator';
import { casinoTableSpecSchema } from './format/casino';
import { historySpecSchema } from './format/history';
import { intCasinoSpecSchema } from './format/int-casino';
import { matkaMarketSpecSchema } from './format/matka';
import { recordingSchema } from './format/recording';
import { fixturesSpecSchema, matchSpecSchema } from './format/sports';
import { defaultMatchKey, teamName } from './generators/cricket-data';
import { defaultPassword, standardAccounts } from './standard-accounts';

/** Where a scenario starts when neither it nor the run says: a fixed evening at +05:30. */
export const DEFAULT_START_AT = Date.parse('2026-03-14T19:30:00+05:30');

export const timelineEntrySchema = z.strictObject({
  at: offsetSchema.describe('When the action applies, scenario time.'),
  action: scenarioActionSchema.describe(
    'Any action (see Actions), validated the same way as the admin trigger.',
  ),
});
export type TimelineEntry = z.output<typeof timelineEntrySchema>;

const baseSchema = z.strictObject({
  name: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'name: kebab-case')
    .describe("kebab-case id: what `status` and the export show ('friday')."),
  title: z.string().min(1).describe('A short title for pickers and the start-up banner.'),
  description: z.string().min(1).describe('One line on what the scenario plays.'),
  defaultSeed: z
    .union([z.number().int().nonnegative(), z.string().min(1)])
    .describe('The seed a run uses unless given another (SEED, --seed): all randomness flows from it.'),
  startAt: startAtSchema
    .optional()
    .describe(
      "t = 0 on the clock when a run starts at 'scenario' (START_AT=scenario, the sim run default). Default 2026-03-14T19:30:00+05:30.",
    ),
  duration: scenarioDurationSchema.describe(
    "How long the scenario runs. The clock pauses at the end (KEEP_RUNNING or --keep-running to go on); 'endless' generates for as long as the clock runs.",
  ),
  standardAccounts: z
    .boolean()
    .default(true)
    .describe(
      'Create the standard accounts: clients demo/demo1234 (100,000 coins) and newbie/newbie1234 (must change the password), agent/agent1234, and one per other role (<username>1234).',
    ),
  accounts: z
    .array(accountSpecSchema)
    .default([])
    .describe('Extra accounts; one with a standard username replaces the standard one.'),
  domain: domainSpecSchema.optional().describe("The upline's notices at the start."),
  accountEvents: z
    .array(accountEventSchema)
    .default([])
    .describe(
      'Money and session events on the timeline: each entry has `at` (and `every` to repeat) and one of credit, debit, notice, domain, logout. A debit the wallet cannot cover (balance plus open exposure) is refused unless it says allowNegative.',
    ),
  matches: z
    .array(matchSpecSchema)
    .default([])
    .describe(
      "Cricket matches: `play: 'simulate'` bowls the match ball by ball from the seed (odds, sessions and the score follow the game); `play: 'script'` writes out every status change, odds move and the result. Scripted `sessions` work in both.",
    ),
  fixtures: fixturesSpecSchema
    .optional()
    .describe('A rolling list of simulated matches for endless scenarios: a new one every `every`.'),
  casino: z
    .array(casinoTableSpecSchema)
    .default([])
    .describe(
      "Live casino tables by game short name: the round rhythm, scripted results for the first rounds (result codes or exact cards), then seeded rounds. A round's exposure is the worst case over the settlements it can end with.",
    ),
  intCasino: intCasinoSpecSchema
    .optional()
    .describe(
      "The simulated casino provider: its games deal other players' rounds (the result service answers their round ids), and game closures.",
    ),
  matka: z
    .array(matkaMarketSpecSchema)
    .default([])
    .describe(
      'Matka markets with a daily cycle at +05:30: betting all day, the open side closes at `open` and its patti is declared `resultAfter` later, then the close side at `close`. Days without a scripted result get a seeded valid patti.',
    ),
  aviator: aviatorSpecSchema
    .optional()
    .describe(
      'The aviator table: rounds back to back (betting, take-off, crash, close), crash values from a script, pinned crashes, then the provably fair hash chain; the settings over time and the simulated crowd.',
    ),
  faults: z
    .array(faultSpecSchema)
    .default([])
    .describe(
      'Failures to rehearse: slow or failing API paths, dropped sockets, a cache URL outage; `every` repeats one.',
    ),
  history: historySpecSchema
    .optional()
    .describe(
      "A past played before the start, through the exchange: '7d' gives the player (default demo) a week of settled matches, casino and aviator sessions, matka days and upline deposits and withdrawals (see 'A past before the start').",
    ),
  timeline: z
    .array(timelineEntrySchema)
    .default([])
    .describe(
      "Raw actions at given times, the escape hatch for anything the sections cannot say. In a .ts file the helpers read well: timeline: [at('40s', credit('qa1', 5000))].",
    ),
  recording: z
    .union([
      z
        .string()
        .min(1)
        .describe(
          "A recording file made by npm run drift -- --record ('./rec.ndjson'), relative to this file.",
        ),
      recordingSchema,
    ])
    .optional()
    .describe(
      'Replays what a real exchange answered and pushed (npm run drift -- --record): its answers by call from their times, its socket events at their times; the recorded user is added to accounts when missing. A file loads it from the path; the loaded recording travels inline.',
    ),
});

type Base = z.output<typeof baseSchema>;

/** Every account a scenario creates, standard ones first (replaced by same-named scenario accounts). */
export function scenarioAccounts(scenario: Pick<Base, 'standardAccounts' | 'accounts'>): AccountSpec[] {
  const own = new Map(scenario.accounts.map((account) => [account.username.toLowerCase(), account]));
  const standard = scenario.standardAccounts
    ? standardAccounts.map((account) => own.get(account.username.toLowerCase()) ?? account)
    : [];
  const standardNames = new Set(standard.map((account) => account.username.toLowerCase()));
  return [
    ...standard,
    ...scenario.accounts.filter((account) => !standardNames.has(account.username.toLowerCase())),
  ];
}

/** Username, password and role of every account a scenario creates (for a start-up banner). */
export function accountCredentials(
  scenario: Pick<Base, 'standardAccounts' | 'accounts'>,
): { username: string; password: string; userType: AccountSpec['userType'] }[] {
  return scenarioAccounts(scenario).map((account) => ({
    username: account.username,
    password: account.password ?? defaultPassword(account.username),
    userType: account.userType,
  }));
}

function checkReferences(scenario: Base, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });

  const seen = new Set<string>();
  scenario.accounts.forEach((account, i) => {
    const key = account.username.toLowerCase();
    if (seen.has(key)) issue(['accounts', i, 'username'], `username '${account.username}' is listed twice`);
    seen.add(key);
  });
  const usernames = new Set(scenarioAccounts(scenario).map((account) => account.username.toLowerCase()));
  const checkUser = (username: string, path: (string | number)[]) => {
    if (!usernames.has(username.toLowerCase())) {
      issue(path, `unknown username '${username}': add it to accounts (known: ${[...usernames].join(', ')})`);
    }
  };
  // (Checks run even when a field failed its own schema: only a parsed history has a player.)
  const historyPlayer = (scenario.history as { player?: unknown } | undefined)?.player;
  if (typeof historyPlayer === 'string') {
    const player = scenarioAccounts(scenario).find(
      (account) => account.username.toLowerCase() === historyPlayer.toLowerCase(),
    );
    if (!player) checkUser(historyPlayer, ['history', 'player']);
    else if (player.userType !== 'client' || !player.isPasswordChanged) {
      issue(
        ['history', 'player'],
        `'${player.username}' cannot bet: the history's player is a client who set a password`,
      );
    }
  }
  scenario.accountEvents.forEach((event, i) => {
    if ('credit' in event) checkUser(event.credit.username, ['accountEvents', i, 'credit', 'username']);
    if ('debit' in event) checkUser(event.debit.username, ['accountEvents', i, 'debit', 'username']);
    if ('logout' in event) checkUser(event.logout, ['accountEvents', i, 'logout']);
  });

  const keys = new Set<string>();
  scenario.matches.forEach((match, i) => {
    const key = match.key ?? defaultMatchKey(match.teams);
    if (keys.has(key))
      issue(['matches', i, 'key'], `match key '${key}' is used twice: give one match its own key`);
    keys.add(key);
    const names = match.teams.map(teamName);
    if (new Set(names).size !== names.length) issue(['matches', i, 'teams'], 'team names must differ');
    const checkTeam = (name: string | null | undefined, path: (string | number)[], allowTie = false) => {
      if (name === null || name === undefined || names.includes(name) || (allowTie && name === 'tie')) return;
      issue(['matches', i, ...path], `'${name}' is not a team of this match (${names.join(', ')})`);
    };
    checkTeam(match.toss.winner, ['toss', 'winner']);
    if (match.play === 'simulate') {
      if (names.length !== 2)
        issue(
          ['matches', i, 'teams'],
          "a simulated match has two teams (script a three-way market with play: 'script')",
        );
      checkTeam(match.winner, ['winner'], true);
    } else {
      checkTeam(match.result?.winner, ['result', 'winner']);
      match.odds.forEach((step, j) => {
        for (const name of Object.keys(step.rates)) checkTeam(name, ['odds', j, 'rates', name]);
      });
    }
  });

  const games = new Set<string>();
  scenario.casino.forEach((table, i) => {
    if (games.has(table.game)) issue(['casino', i, 'game'], `table '${table.game}' is listed twice`);
    games.add(table.game);
  });

  const aviator = scenario.aviator;
  if (aviator && scenario.duration !== 'endless') {
    const end = scenario.duration;
    aviator.crashes.forEach((crash, i) => {
      if (crash.crashAt + aviator.closeAfter > end)
        issue(
          ['aviator', 'crashes', i, 'crashAt'],
          `the round would close at ${formatDuration(crash.crashAt + aviator.closeAfter)}, after the scenario's end (${formatDuration(end)})`,
        );
    });
  }

  const markets = new Set<string>();
  scenario.matka.forEach((market, i) => {
    const key = market.name.toUpperCase();
    if (markets.has(key)) issue(['matka', i, 'name'], `matka market '${market.name}' is listed twice`);
    markets.add(key);
    if (market.open === market.close) issue(['matka', i, 'close'], 'close time must differ from open time');
  });
}

export const scenarioSchema = baseSchema.superRefine(checkReferences);

/** A scenario as written (defaults optional, durations as text). */
export type ScenarioInput = z.input<typeof scenarioSchema>;
/** A validated scenario (defaults filled, durations in ms). */
export type Scenario = z.output<typeof scenarioSchema>;

export class ScenarioFormatError extends Error {
  constructor(
    readonly scenarioName: string,
    readonly issues: z.core.$ZodIssue[],
    pretty: string,
  ) {
    super(`scenario '${scenarioName}' is not valid:\n${pretty}`);
    this.name = 'ScenarioFormatError';
  }
}

/** Validates a scenario; throws a ScenarioFormatError listing every problem with its path. */
export function parseScenario(input: unknown): Scenario {
  const result = scenarioSchema.safeParse(input);
  if (result.success) return result.data;
  const name =
    typeof input === 'object' && input !== null && 'name' in input
      ? String((input as { name: unknown }).name)
      : '?';
  throw new ScenarioFormatError(name, result.error.issues, z.prettifyError(result.error));
}

/** Declares a scenario in a TS module: type-checked as you write it, validated when loaded. */
export function defineScenario(input: ScenarioInput): Scenario {
  return parseScenario(input);
}
