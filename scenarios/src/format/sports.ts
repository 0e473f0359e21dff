/**
 * Cricket matches in a scenario. Two ways to play one:
 *  - play: 'simulate': the engine bowls the match ball by ball from the seed; bookmaker
 *    odds follow the state of the game, fancy sessions open, move and declare with it.
 *  - play: 'script': every status change, odds move and the result are written out.
 * Scripted sessions (`sessions`) work in both. Every `at` is scenario time from its start.
 */
import { z } from 'zod';
import { matchLimits, matchStatus, sessionStatus } from '../actions';
import { durationSchema, offsetSchema, signedOffsetSchema } from '../duration';

export const teamSpecSchema = z.union([
  z.string().min(1),
  z.strictObject({
    name: z.string().min(1).describe("The team's name as the market shows it."),
    short: z
      .string()
      .regex(/^[A-Z]{2,5}$/)
      .optional()
      .describe("The short code in session names ('IND'); default from the known teams or the name."),
    players: z
      .array(z.string().min(1))
      .min(11)
      .optional()
      .describe('Batting order (11 or more); default from the known teams or seeded names.'),
  }),
]);
export type TeamSpec = z.output<typeof teamSpecSchema>;

const rate = z.number().min(0).max(100);
/** Payout fractions [NO, YES]: [1, 1] shows 100/100, [0.85, 1.15] shows 85/115. */
const sessionOdds = z.tuple([rate, rate]);
const when = (what: string) => offsetSchema.describe(`When ${what}, scenario time.`);

export const scriptedSessionSchema = z
  .strictObject({
    name: z.string().min(1).describe("The session's name ('6 OVER RUN IND')."),
    open: when('the session opens'),
    line: z.number().int().nonnegative().describe('The NO run; YES is one run more unless `sameRun`.'),
    sameRun: z
      .boolean()
      .default(false)
      .describe('YES and NO on the same run (then the odds usually differ, e.g. [0.85, 1.15]).'),
    odds: sessionOdds
      .default([1, 1])
      .describe('Payout fractions [NO, YES]: [1, 1] shows 100/100, [0.85, 1.15] shows 85/115.'),
    max: z.number().positive().default(50000).describe('The largest stake on the session, coins.'),
    remark: z.string().default('').describe('A remark shown with the session.'),
    comPerm: z
      .enum(['YES', 'NO'])
      .default('YES')
      .describe("'NO' lists it under No Comm Fancy (not shown by our client: the spec lists only YES rows)."),
    moves: z
      .array(
        z.strictObject({
          at: when('the session changes'),
          line: z.number().int().nonnegative().optional().describe('The new NO run.'),
          odds: sessionOdds.optional().describe('The new [NO, YES] payout fractions.'),
          status: sessionStatus
            .optional()
            .describe("The new status ('SUSPENDED', 'BALL RUNNING', 'ACTIVE')."),
        }),
      )
      .default([])
      .describe('Line, odds and status changes after it opens.'),
    declare: z
      .strictObject({
        at: when('the result is declared'),
        run: z
          .number()
          .int()
          .nonnegative()
          .describe('The actual runs: YES bets on a run at or below it win, NO bets above it.'),
      })
      .optional()
      .describe("The session's result; without it the session stays open."),
    void: z
      .strictObject({
        at: when('the session is voided'),
        remark: z
          .string()
          .min(1)
          .optional()
          .describe("The statement rows' remark; default 'Rain: session voided'."),
      })
      .optional()
      .describe('Or: voided (rain, abandonment), every stake returned; instead of `declare`.'),
  })
  .refine((session) => !(session.declare && session.void), {
    message: 'a session is either declared or voided, not both',
    path: ['void'],
  });
export type ScriptedSession = z.output<typeof scriptedSessionSchema>;

export const matchFormats = ['T10', 'T20', 'ODI'] as const;
export type MatchFormat = (typeof matchFormats)[number];

export const fancyKinds = [
  'overRun',
  'onlyOver',
  'fallOfWicket',
  'playerRun',
  'partnership',
  'boundaries',
] as const;
export type FancyKind = (typeof fancyKinds)[number];

const commonMatch = {
  key: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional()
    .describe("How other parts of the scenario refer to the match; default from the team codes ('ind-aus')."),
  teams: z
    .array(teamSpecSchema)
    .min(2)
    .max(3)
    .describe('Two teams (three for a scripted three-way market): names, or { name, short, players }.'),
  series: z.string().min(1).describe('The series name the match list shows.'),
  start: signedOffsetSchema.describe(
    'First ball (scripted: when it goes INPLAY). Negative: already in play when the scenario starts.',
  ),
  marketId: z
    .string()
    .min(1)
    .optional()
    .describe("Default: a Betfair-style '1.2xxxxxxxx' derived from the teams (bookmarkable)."),
  eventId: z.string().min(1).optional().describe('Default: an 8-digit number derived from the teams.'),
  priority: z.number().int().default(0).describe('Order in the match list: lower first, then by start time.'),
  isToss: z.boolean().default(false).describe('Also a toss market.'),
  toss: z
    .strictObject({
      winner: z.string().min(1).optional().describe('The team that wins the toss; default seeded.'),
      declareAt: signedOffsetSchema.optional().describe('When the toss is declared; default the start.'),
    })
    .default({})
    .describe(
      'The toss market (isToss): quoted when added, closed 1 hour before the start, declared at `declareAt`.',
    ),
  limits: matchLimits
    .partial()
    .prefault({})
    .describe('Stake limits of the match (coins); unset ones keep the defaults.'),
  notification: z.string().default('').describe("The match page's notice line."),
  socketPerm: z
    .boolean()
    .default(true)
    .describe('false: the match page polls the cache URL every second instead of joining the socket room.'),
  opensBefore: durationSchema
    .optional()
    .describe(
      'Open for betting (INPLAY, which the client needs to open the match) this long before the first ball, so the toss can be bet from the list until an hour before the start; the toss is then declared at the start unless toss.declareAt says otherwise. Default: INPLAY at the start.',
    ),
  announce: signedOffsetSchema
    .optional()
    .describe('When the match appears in the list (UPCOMING); default when the scenario starts.'),
  sessions: z
    .array(scriptedSessionSchema)
    .default([])
    .describe('Scripted fancy sessions (both kinds of match).'),
  moments: z
    .array(
      z.strictObject({
        at: when('the push goes out'),
        event: z
          .enum(['marketReload', 'sessionBetUpdate'])
          .describe('marketReload: the match page reloads; sessionBetUpdate: clients refetch their bets.'),
      }),
    )
    .default([])
    .describe('Moments the match page is told to reload or refetch.'),
  abandon: z
    .strictObject({
      at: when('the match is abandoned'),
      remark: z.string().min(1).optional().describe("The statement rows' remark; default 'Match abandoned'."),
    })
    .optional()
    .describe(
      'Rain or bad light: every market still open is voided (stakes returned) and the match completes.',
    ),
};

export const simulatedMatchSchema = z
  .strictObject({
    play: z.literal('simulate').describe('Bowled ball by ball from the seed.'),
    ...commonMatch,
    format: z.enum(matchFormats).default('T20').describe('Overs per innings: T10, T20 or ODI.'),
    ballEvery: durationSchema
      .refine((ms) => ms >= 4000, 'ballEvery: at least 4s')
      .default(40_000)
      .describe('Scenario time per legal ball; default 40s (a T20 innings in 80 minutes).'),
    inningsBreak: durationSchema.prefault('10m').describe('The break between innings.'),
    winner: z
      .string()
      .min(1)
      .optional()
      .describe("Default: whoever the seeded simulation makes win. 'tie' voids the bookmaker."),
    fancy: z
      .strictObject({
        count: z.number().int().min(0).max(12).default(6).describe('Sessions open at once per innings.'),
        kinds: z
          .array(z.enum(fancyKinds))
          .min(1)
          .default([...fancyKinds])
          .describe('Which kinds of session to generate.'),
      })
      .default({ count: 6, kinds: [...fancyKinds] })
      .describe('Generated fancy sessions: how many run at once per innings, and of which kinds.'),
    priceUnderdog: z
      .boolean()
      .default(false)
      .describe(
        "Also quote the underdog (the inverse of the favourite's rates); default only the favourite, as Indian books do.",
      ),
    matchOdds: z
      .boolean()
      .default(true)
      .describe('A match odds exchange market priced ball by ball from the same game.'),
    tiedMatch: z
      .boolean()
      .default(true)
      .describe('A tied match exchange market priced ball by ball from the same game.'),
  })
  .describe(
    'A match bowled from the seed: odds follow the game, sessions open, go BALL RUNNING, suspend on wickets and declare what the innings produced; a live score after every ball.',
  );
export type SimulatedMatchSpec = z.output<typeof simulatedMatchSchema>;

/** Rates per team name: [lgaai, khaai] as fractions (0.45 shows as 45); 0 for no price. */
const ratesByTeam = z.record(z.string(), z.union([z.tuple([rate, rate]), z.literal(0)]));

export const scriptedMatchSchema = z
  .strictObject({
    play: z.literal('script').describe('Every change written out.'),
    ...commonMatch,
    status: z
      .array(
        z.strictObject({ at: when('the status changes'), status: matchStatus.describe('The new status.') }),
      )
      .optional()
      .describe('Status changes; default INPLAY at `start` and COMPLETED at the result.'),
    odds: z
      .array(
        z.strictObject({
          at: when('the odds change'),
          rates: ratesByTeam.describe(
            'Per team name: [lgaai, khaai] as fractions (0.45 shows as 45), or 0 for no price.',
          ),
          suspended: z.boolean().default(false).describe('The bookmaker is suspended at these rates.'),
        }),
      )
      .default([])
      .describe("The bookmaker's odds path."),
    matchOdds: z
      .array(
        z.strictObject({
          at: when('the match odds move'),
          prices: z
            .record(z.string(), z.number().min(1.01).max(1000))
            .describe('Fair decimal price per team name.'),
          suspended: z.boolean().default(false).describe('The market is suspended at these prices.'),
        }),
      )
      .optional()
      .describe(
        'Match odds path (opens the market): the ladder (three levels a side, seeded sizes) is built around each fair price.',
      ),
    tiedMatch: z
      .array(
        z.strictObject({
          at: when('the tied match price moves'),
          yes: z.number().min(1.01).max(1000).describe("The fair price of 'Yes' (No is priced from it)."),
          suspended: z.boolean().default(false).describe('The market is suspended at this price.'),
        }),
      )
      .optional()
      .describe('Tied match path (opens the market).'),
    result: z
      .strictObject({
        at: when('the result is declared'),
        winner: z.string().min(1).nullable().describe('The winning team, or null: void, stakes returned.'),
      })
      .optional()
      .describe(
        'Declares the bookmaker and match odds (null winner: void), tied match (No, or void with a null winner) and completes the match.',
      ),
  })
  .describe('A match whose status, odds and result are written out (no score).');
export type ScriptedMatchSpec = z.output<typeof scriptedMatchSchema>;

export const matchSpecSchema = z.discriminatedUnion('play', [simulatedMatchSchema, scriptedMatchSchema]);
export type MatchSpec = z.output<typeof matchSpecSchema>;

/** A rolling fixture list for endless scenarios: a new simulated match every `every`. */
export const fixturesSpecSchema = z.strictObject({
  from: when('the first fixture starts'),
  every: durationSchema.describe('A new fixture every interval.'),
  announce: durationSchema
    .prefault('90m')
    .describe('Each fixture is listed (UPCOMING) this long before its first ball.'),
  format: z.enum(matchFormats).default('T20').describe('Overs per innings.'),
  ballEvery: durationSchema.default(40_000).describe('Scenario time per legal ball.'),
  inningsBreak: durationSchema.prefault('10m').describe('The break between innings.'),
  isToss: z.boolean().default(true).describe('Each fixture has a toss market.'),
  opensBefore: durationSchema
    .optional()
    .describe(
      "Each fixture goes INPLAY (toss betting) this long before its first ball; see the match's opensBefore.",
    ),
  fancyCount: z.number().int().min(0).max(12).default(6).describe('Sessions open at once per innings.'),
  teams: z
    .array(z.string().min(1))
    .min(2)
    .optional()
    .describe('Team names to draw from; default every known team.'),
  series: z.array(z.string().min(1)).min(1).optional().describe('Series names to draw from.'),
  count: z.number().int().positive().optional().describe('Stop after this many fixtures; default endless.'),
});
export type FixturesSpec = z.output<typeof fixturesSpecSchema>;
