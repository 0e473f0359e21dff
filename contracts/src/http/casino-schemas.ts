/**
 * Live casino payloads (spec 001 §3): the table details, the live round that the
 * socket room and the cache URL both carry, the round result detail and the casino
 * bet row. The calls that use them are in casino.ts; the socket room in
 * socket/casino-room.ts; game constants and helpers in catalog/casino.ts.
 *
 * The diamond feed is string-typed (rates, sid, gstatus, round ids are strings;
 * only min/max and some back/lay values are numbers; idle tables send ''), so feed
 * fields use text()/numOrBlank().
 */
import { z } from 'zod';
import { DEFAULT_CASINO_SHORT_NAME } from '../catalog/casino-games';
import { wireDate } from '../dates';
import { flag, flagOr, idString, num, numOrBlank, text } from '../wire';

/** Per-table settings inside the casino details. */
export const casinoSettingSchema = z.object({
  /** Subtracted from the shown and sent back rate in some games (e.g. 0.02). */
  oddsDifference: numOrBlank().optional(),
  /** Shown when betStatus is false (aviator). */
  errorMessage: z.string().optional(),
});
export type CasinoSetting = z.output<typeof casinoSettingSchema>;

/** casino/getDiamondCasinoByEventId data: one table, its feed and video URLs, status and stake limits. */
export const casinoDetailsSchema = z.object({
  eventId: idString(),
  name: z.string(),
  /** Table code; also the socket room and its event name. Absent or blank: 'lucky7eu' (001 §3). */
  shortName: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || DEFAULT_CASINO_SHORT_NAME)
    .describe("The table code; absent or blank means 'lucky7eu', the spec's default."),
  /** 'socket': join the room on socketURL; anything else: poll cacheURL every second. */
  fetchData: z.string().optional(),
  socketURL: z.string().optional(),
  cacheURL: z.string().optional(),
  /** Picks the video: videoUrl{videoUrlType} (1, 2, 3). */
  videoUrlType: text().optional(),
  videoUrl1: z.string().optional(),
  videoUrl2: z.string().optional(),
  videoUrl3: z.string().optional(),
  betStatus: flag().optional(),
  /** Spelled so by the API; some servers also send casinoStatus. */
  cashinoStatus: flag().optional(),
  casinoStatus: flag().optional(),
  minStake: num().optional(),
  maxStake: num().optional(),
  setting: casinoSettingSchema.nullish(),
  isVirtual: flag().optional(),
  isDisable: flag().optional(),
  image: z.string().optional(),
});
export type CasinoDetails = z.output<typeof casinoDetailsSchema>;

/** t1[0]: the current round. C1..C9 are card codes ('1' = face down); on 32-card tables C1..C4 are scores. */
export const roundInfoSchema = z.object({
  /** Round id; bets send it as roundId. */
  mid: text(),
  /** Seconds left to bet ('12'). */
  autotime: numOrBlank().optional(),
  gtype: z.string().optional(),
  C1: text().optional(),
  C2: text().optional(),
  C3: text().optional(),
  C4: text().optional(),
  C5: text().optional(),
  C6: text().optional(),
  C7: text().optional(),
  C8: text().optional(),
  C9: text().optional(),
  /** Comma-separated card codes (teen8, Andar Bahar). */
  cards: z.string().optional(),
  /** Comma-separated card list (32-card tables, poker). */
  desc: z.string().optional(),
  remark: z.string().optional(),
  min: numOrBlank().optional(),
  max: numOrBlank().optional(),
  /** Two-player teen patti feeds put each player's row in t1 too (t1[0] A, t1[1] B). */
  nation: z.string().optional(),
  nat: z.string().optional(),
  sid: text().optional(),
  sectionId: text().optional(),
  b1: numOrBlank().optional(),
  l1: numOrBlank().optional(),
  gstatus: text().optional(),
  rate: numOrBlank().optional(),
});
export type RoundInfo = z.output<typeof roundInfoSchema>;

/**
 * t2[]: one market. Games differ in which fields they send: label in nat or nation, id
 * in sid or sectionId; back/lay games send b1/l1 with sizes bs1/ls1; the three-way
 * game (teen9) sends trate/lrate/drate with 'True'/'False' tstatus/lstatus/dstatus.
 * gstatus stays the raw string ('1', '0', 'ACTIVE', 'SUSPENDED', ''): use
 * isMarketOpen() from catalog/casino.ts.
 */
export const marketRowSchema = z.object({
  mid: text().optional(),
  sid: text().optional(),
  sectionId: text().optional(),
  nat: z.string().optional(),
  nation: z.string().optional(),
  gstatus: text().optional(),
  rate: numOrBlank().optional(),
  b1: numOrBlank().optional(),
  bs1: numOrBlank().optional(),
  l1: numOrBlank().optional(),
  ls1: numOrBlank().optional(),
  trate: numOrBlank().optional(),
  lrate: numOrBlank().optional(),
  drate: numOrBlank().optional(),
  tstatus: text().optional(),
  lstatus: text().optional(),
  dstatus: text().optional(),
  tsection: text().optional(),
  lsection: text().optional(),
  dsection: text().optional(),
  /** The feed's spelling of dsection on some tables. */
  dsectionid: text().optional(),
  min: numOrBlank().optional(),
  max: numOrBlank().optional(),
  gtype: z.string().optional(),
  remark: z.string().optional(),
});
export type MarketRow = z.output<typeof marketRowSchema>;

/** result[]: the last rounds for the result strip; result is the game's winner code. */
export const roundResultSchema = z.object({
  mid: text(),
  result: text(),
});
export type RoundResult = z.output<typeof roundResultSchema>;

/**
 * One live round as the casino room pushes it and the cache URL serves it:
 * { data: { t1: [round], t2: [markets] }, result: [last results] }.
 * Shared by the socket event '{shortName}' and the casino cache GET.
 */
export const casinoRoundSchema = z.object({
  data: z.object({
    t1: z.array(roundInfoSchema).default([]),
    t2: z.array(marketRowSchema).default([]),
    /** Andar Bahar 20 totals ({aall, ar, ball, br}). */
    t3: z.array(z.record(z.string(), text())).optional(),
    /** The one-day Teenpatti feed's market list (rows as in t2, with sectionId). */
    bf: z.array(marketRowSchema).optional(),
  }),
  result: z.array(roundResultSchema).default([]),
});
export type CasinoRound = z.output<typeof casinoRoundSchema>;

/**
 * A round's result detail (allCasinoResult data.data[0]). cards is a comma list; desc
 * is split by '|', '*' or '##' depending on the game (splitResultDesc in the catalog);
 * win is the winner code ('1', '3', '11').
 */
export const casinoResultSchema = z.object({
  gtype: z.string(),
  mid: text().optional(),
  cards: z.string().optional(),
  desc: z.string().optional(),
  win: text().optional(),
  sid: text().optional(),
});
export type CasinoResult = z.output<typeof casinoResultSchema>;

/** Who placed a bet (report rows). */
export const casinoBetUserSchema = z.object({
  userId: idString().optional(),
  username: z.string().optional(),
  name: z.string().optional(),
});

/**
 * casino/diamondBetsList data.casinoBetData[]: a diamond casino bet (open-bets list,
 * completed-bets modal, 'Diamond Casino Bets' report) or an aviator bet (_id, userInfo,
 * amount, profit, loss, createdAt). profitLoss counts only once isDeclare is set; the
 * pages show 'Not Declare' before. posArray maps sid to this bet's position on it.
 */
export const casinoBetSchema = z.object({
  _id: idString().optional(),
  createdAt: wireDate(),
  amount: num(),
  roundId: text().optional(),
  eventId: idString().optional(),
  sid: text().optional(),
  teamName: z.string().optional(),
  playerName: z.string().optional(),
  casinoType: z.string().optional(),
  odds: numOrBlank().optional(),
  /** 'K' = khai (lay), otherwise lagai (back). */
  type: z.string().optional(),
  betType: z.string().optional(),
  profitLoss: numOrBlank().optional(),
  profit: numOrBlank().optional(),
  loss: numOrBlank().optional(),
  isDeclare: flag().optional(),
  isDeleted: flagOr(false).describe(
    'true when the bet was deleted (left out of the report); absent: not deleted.',
  ),
  showResult: z.string().nullish(),
  result: text().nullish(),
  posArray: z.record(z.string(), numOrBlank()).optional(),
  ip: z.string().optional(),
  userInfo: casinoBetUserSchema.optional(),
  /** Always an object on the wire (the pages dereference it); {} before the result. */
  resultDetails: casinoResultSchema.partial().nullish(),
});
export type CasinoBet = z.output<typeof casinoBetSchema>;
