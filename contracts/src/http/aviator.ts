/**
 * Aviator REST calls (spec 002 §3, §7): placing a bet and cashing out (main API,
 * casino/*, spelled 'avaitor' as the API does) and the crash history (game/*, served by
 * the aviator server at {socketURL}, not the main API). The table settings come from
 * casino/getDiamondCasinoByEventId {eventId: 303031} (http/casino.ts); the live state
 * from the socket (socket/aviator.ts); constants from catalog/aviator.ts.
 */
import { z } from 'zod';
import { designedField } from '../api-profile';
import { AVIATOR_CASINO_TYPE } from '../catalog/aviator';
import { wireDate } from '../dates';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { aviatorChatMessageSchema, aviatorRoundBetSchema, aviatorRoundBetsSchema } from '../socket/aviator';
import { idString, int, num, stake } from '../wire';

/** What the aviator calls of this file share (a call may override it). */
const aviatorCall = { kind: 'api', area: 'aviator', auth: true } as const;

export const avaitorGamePlace = defineCall({
  ...aviatorCall,
  method: 'POST',
  path: '/v1/casino/avaitorGamePlace',
  summary: "Place an aviator bet in the open round (either panel); answers the bet's id as betInsertId.",
  source: '002 §3, §7',
  access: 'bettor',
  request: z.object({
    /** The live state's roundId, sent back as it came. */
    roundId: idString(),
    amount: stake(),
    casinoType: z.literal(AVIATOR_CASINO_TYPE),
    /** 303031, a number on the wire (a numeric string is accepted). */
    eventId: int(),
  }),
  response: envelope(
    z.object({
      /** The bet's _id; the panel sends it back as betId to cash out. */
      betInsertId: idString(),
    }),
  ),
});

export const avaitorCashOut = defineCall({
  ...aviatorCall,
  method: 'POST',
  path: '/v1/casino/avaitorCashOut',
  summary: 'Cash out a running aviator bet at the current multiplier.',
  source: '002 §3, §7',
  access: 'bettor',
  request: z.object({
    roundId: idString(),
    eventId: int(),
    /** avaitorGamePlace's betInsertId. */
    betId: idString(),
  }),
  response: envelope(
    z.object({
      /** The multiplier the bet was cashed out at (spelled so). */
      curentMultiplier: num(),
      /** amount × multiplier − amount. */
      finalProfit: num(),
    }),
  ),
});

/** One past round of the crash history. */
export const aviatorRoundSchema = z.object({
  _id: z.string().optional(),
  roundId: idString().optional(),
  /** The crash multiplier (spelled so); the history strip shows it with 2 decimals. */
  creashValue: num(),
  createdAt: wireDate().optional(),
  // designed: provably fair. The round's server seed hash is published before the round;
  // the seed itself once it has crashed (sha256(serverSeed) === serverSeedHash).
  serverSeedHash: designedField(z.string().optional()),
  serverSeed: designedField(z.string().optional()),
  // designed: the parameters the crash was computed with (house edge in percent, the public
  // salt), so a round can be verified from this row alone.
  houseEdge: designedField(num().optional()),
  salt: designedField(z.string().optional()),
});
export type AviatorRound = z.output<typeof aviatorRoundSchema>;

export const getRoundIdDetails = defineCall({
  ...aviatorCall,
  method: 'POST',
  path: '/v1/game/getRoundIdDetails',
  summary:
    'Crash history of the last rounds, newest first; called on {socketURL}/v1/game/getRoundIdDetails without a token.',
  source: '002 §3, §7',
  // The real page calls the aviator server with fetch and no Authorization header.
  auth: false,
  request: z.object({
    /** 'avaitor' as the real client spells it. */
    gameType: z.string().min(1),
  }),
  // The aviator server answers {data: {data: [...]}}; `error` is absent there (the envelope reads it as false).
  response: envelope(z.object({ data: z.array(aviatorRoundSchema) })),
});

// designed: not in the spec. Production clients of this API family read the crash history here:
// POST /v1/game/lastRounds {gameType: 'avaitor'} without a token, `data` a flat list of rounds
// (getRoundIdDetails nests it under data.data). The same rounds as getRoundIdDetails.
export const lastRounds = defineCall({
  method: 'POST',
  path: '/v1/game/lastRounds',
  kind: 'api',
  area: 'aviator',
  summary: 'Crash history of the last rounds as a flat list, newest first (no token).',
  source:
    'designed: not in the spec; the crash history as production clients of the family ask it ({gameType: "avaitor"}, data a flat array of {creashValue, ...})',
  designed: true,
  auth: false,
  request: z.object({
    /** 'avaitor' as the real clients spell it. */
    gameType: z.string().min(1),
  }),
  response: envelope(z.array(aviatorRoundSchema)),
});

// designed: not in the spec. Its client shows CANCEL for a bet placed in the open round but
// names no call; without one the stake would stay on the round. Only while betting is open.
export const avaitorCancelBet = defineCall({
  ...aviatorCall,
  method: 'POST',
  path: '/v1/casino/avaitorCancelBet',
  summary: 'Cancel an aviator bet while its round is still taking bets; the stake is released.',
  source: 'designed: 002 §4 shows CANCEL for a bet placed in the open round but names no call',
  designed: true,
  access: 'bettor',
  request: z.object({
    roundId: idString(),
    eventId: int(),
    /** avaitorGamePlace's betInsertId. */
    betId: idString(),
  }),
  response: envelope(z.object({ betId: idString() })),
});

/** A top win of the recent rounds (designed). */
export const aviatorTopBetSchema = aviatorRoundBetSchema.extend({
  roundId: idString(),
  /** The round's crash value. */
  crashValue: num().optional(),
});
export type AviatorTopBet = z.output<typeof aviatorTopBetSchema>;

// designed: not in the spec (its bets list tabs and chat are demo content). What the bets
// list and the chat show when the page opens; the socket's roundBets and chatMessage keep
// them live. Served with getRoundIdDetails on {socketURL}, without a token.
export const getAviatorBoard = defineCall({
  ...aviatorCall,
  method: 'POST',
  path: '/v1/game/getAviatorBoard',
  summary:
    "The bets list (this round's bets, the previous round's, the top wins of recent rounds) and the recent chat.",
  source: 'designed: 002 §2 shows fake bets, a fake bettor count and hard-coded chat',
  designed: true,
  auth: false,
  request: z.object({
    /** 'avaitor', as getRoundIdDetails. */
    gameType: z.string().min(1),
  }),
  response: envelope(
    z.object({
      /** The round on the stage now (none before the first round). */
      current: aviatorRoundBetsSchema.nullable(),
      /** The last round that crashed. */
      previous: aviatorRoundBetsSchema.nullable(),
      /** The biggest cash-out multipliers of the recent rounds, largest first. */
      top: z.array(aviatorTopBetSchema),
      /** The last chat lines, oldest first. */
      chat: z.array(aviatorChatMessageSchema),
    }),
  ),
});
