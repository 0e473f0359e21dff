import { calls, type ResponseOf } from '@esk/contracts';
import { callApi } from '@/lib/api/api-client';
import type { SessionBetBody } from '../rules/placement';

/** POST sports/sessionBetPlaced (fancy), with the slip's Idempotency-Key (see place-odd-bet.ts). */
export const placeSessionBet = (
  body: SessionBetBody,
  idempotencyKey: string,
): Promise<ResponseOf<typeof calls.sports.sessionBetPlaced>> =>
  callApi(calls.sports.sessionBetPlaced, body, { headers: { 'Idempotency-Key': idempotencyKey } });
