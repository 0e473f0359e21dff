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
    name: z.string().min(1),
    /** The short code in session names ('IND'); default from the known teams or the name. */
    short: z
      .string()
      .regex(/^[A-Z]{2,5}$/)
      .optional(),
    /** Batting order; default from the known teams or seeded names. */
    players: z.array(z.string().min(1)).min(11).optional(),
  }),
]);
export type TeamSpec = z.output<typeof teamSpecSchema>;

const rate = z.number().min(0).max(100);
/** Payout fractions [NO, YES]: [1, 1] shows 100/100, [0.85, 1.15] shows 85/115. */
const sessionOdds = z.tuple([rate, rate]);

export const scriptedSessionSchema = z
  .strictObject({
    name: z.string().min(1),
    open: offsetSchema,
    /** The NO run; YES is one run more unless `sameRun`. */
    line: z.number().int().nonnegative(),
    /** YES and NO on the same run (then the odds usually differ, e.g. [0.85, 1.15]). */
    sameRun: z.boolean().default(false),
    odds: sessionOdds.default([1, 1]),
    max: z.number().positive().default(50000),
    remark: z.string().default(''),
    comPerm: z.enum(['YES', 'NO']).default('YES'),
    moves: z
      .array(
        z.strictObject({
          at: offsetSchema,
          line: z.number().int().nonnegative().optional(),
          odds: sessionOdds.optional(),
          status: sessionStatus.optional(),
        }),
      )
      .default([]),
    /** The session's result: YES bets on run <= this win. */
    declare: z.strictObject({ at: offsetSchema, run: z.number().int().nonnegative() }).optional(),
    /** Or: voided (rain, abandonment), every stake returned; instead of `declare`. */
    void: z.strictObject({ at: offsetSchema, remark: z.string().min(1).optional() }).optional(),
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
  /** How other parts of the scenario refer to the match; default from the team codes ('ind-aus'). */
  key: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  teams: z.array(teamSpecSchema).min(2).max(3),
  series: z.string().min(1),
  /** First ball (scripted: when it goes INPLAY). Negative: already in play when the scenario starts. */
  start: signedOffsetSchema,
  /** Default: seeded Betfair-style '1.2xxxxxxxx'. */
  marketId: z.string().min(1).optional(),
  /** Default: seeded 8-digit number. */
  eventId: z.string().min(1).optional(),
  priority: z.number().int().default(0),
  isToss: z.boolean().default(false),
  /** Toss market (isToss): quoted when added, closed 1 hour before the start, declared at `declareAt`. */
  toss: z
    .strictObject({ winner: z.string().min(1).optional(), declareAt: signedOffsetSchema.optional() })
    .default({}),
  limits: matchLimits.partial().prefault({}),
  notification: z.string().default(''),
  /** false: the match page polls the cache URL every second instead of joining the socket room. */
  socketPerm: z.boolean().default(true),
  /**
   * Open for betting (INPLAY, which the client needs to open the match) this long before the
   * first ball, so the toss can be bet from the list until an hour before the start; the toss is
   * then declared at the start unless `toss.declareAt` says otherwise. Default: INPLAY at the start.
   */
  opensBefore: durationSchema.optional(),
  /** When the match appears in the list (UPCOMING); default when the scenario starts. */
  announce: signedOffsetSchema.optional(),
  sessions: z.array(scriptedSessionSchema).default([]),
  /** Moments the match page is told to reload. */
  moments: z
    .array(z.strictObject({ at: offsetSchema, event: z.enum(['marketReload', 'sessionBetUpdate']) }))
    .default([]),
  /** Rain or bad light: every market still open is voided (stakes returned) and the match completes. */
  abandon: z.strictObject({ at: offsetSchema, remark: z.string().min(1).optional() }).optional(),
};

export const simulatedMatchSchema = z.strictObject({
  play: z.literal('simulate'),
  ...commonMatch,
  format: z.enum(matchFormats).default('T20'),
  /** Scenario time per legal ball; default 40s (a T20 innings in 80 minutes). */
  ballEvery: durationSchema.refine((ms) => ms >= 4000, 'ballEvery: at least 4s').default(40_000),
  inningsBreak: durationSchema.prefault('10m'),
  /** Default: whoever the seeded simulation makes win. 'tie' voids the bookmaker. */
  winner: z.string().min(1).optional(),
  /** Generated fancy sessions: how many run at once per innings, and of which kinds. */
  fancy: z
    .strictObject({
      count: z.number().int().min(0).max(12).default(6),
      kinds: z
        .array(z.enum(fancyKinds))
        .min(1)
        .default([...fancyKinds]),
    })
    .default({ count: 6, kinds: [...fancyKinds] }),
  /** Also quote the underdog (the inverse of the favourite's rates); default only the favourite, as Indian books do. */
  priceUnderdog: z.boolean().default(false),
  /** Exchange markets priced ball by ball from the same game: match odds and tied match (default both). */
  matchOdds: z.boolean().default(true),
  tiedMatch: z.boolean().default(true),
});
export type SimulatedMatchSpec = z.output<typeof simulatedMatchSchema>;

/** Rates per team name: [lgaai, khaai] as fractions (0.45 shows as 45); 0 for no price. */
const ratesByTeam = z.record(z.string(), z.union([z.tuple([rate, rate]), z.literal(0)]));

export const scriptedMatchSchema = z.strictObject({
  play: z.literal('script'),
  ...commonMatch,
  /** Status changes; default INPLAY at `start` and COMPLETED at the result. */
  status: z.array(z.strictObject({ at: offsetSchema, status: matchStatus })).optional(),
  /** The bookmaker's odds path. */
  odds: z
    .array(z.strictObject({ at: offsetSchema, rates: ratesByTeam, suspended: z.boolean().default(false) }))
    .default([]),
  /**
   * Match odds path (opens the market): each step's fair decimal price per team; the ladder (three
   * levels a side, seeded sizes) is built around it.
   */
  matchOdds: z
    .array(
      z.strictObject({
        at: offsetSchema,
        prices: z.record(z.string(), z.number().min(1.01).max(1000)),
        suspended: z.boolean().default(false),
      }),
    )
    .optional(),
  /** Tied match path (opens the market): the fair price of 'Yes' (No is priced from it). */
  tiedMatch: z
    .array(
      z.strictObject({
        at: offsetSchema,
        yes: z.number().min(1.01).max(1000),
        suspended: z.boolean().default(false),
      }),
    )
    .optional(),
  /**
   * Declares the bookmaker and match odds (winner null: void, stakes returned), tied match (No, or
   * void with a null winner) and completes the match.
   */
  result: z.strictObject({ at: offsetSchema, winner: z.string().min(1).nullable() }).optional(),
});
export type ScriptedMatchSpec = z.output<typeof scriptedMatchSchema>;

export const matchSpecSchema = z.discriminatedUnion('play', [simulatedMatchSchema, scriptedMatchSchema]);
export type MatchSpec = z.output<typeof matchSpecSchema>;

/** A rolling fixture list for endless scenarios: a new simulated match every `every`. */
export const fixturesSpecSchema = z.strictObject({
  /** Start of the first fixture. */
  from: offsetSchema,
  every: durationSchema,
  /** Each fixture is listed (UPCOMING) this long before its first ball. */
  announce: durationSchema.prefault('90m'),
  format: z.enum(matchFormats).default('T20'),
  ballEvery: durationSchema.default(40_000),
  inningsBreak: durationSchema.prefault('10m'),
  isToss: z.boolean().default(true),
  /** Each fixture goes INPLAY (toss betting) this long before its first ball; see the match's `opensBefore`. */
  opensBefore: durationSchema.optional(),
  fancyCount: z.number().int().min(0).max(12).default(6),
  /** Team names to draw from; default every known team. */
  teams: z.array(z.string().min(1)).min(2).optional(),
  series: z.array(z.string().min(1)).min(1).optional(),
  /** Stop after this many fixtures; default endless. */
  count: z.number().int().positive().optional(),
});
export type FixturesSpec = z.output<typeof fixturesSpecSchema>;
