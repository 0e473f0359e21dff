import type { ResponseOf } from '@esk/contracts';
import { sessionBetPlaced } from '@esk/contracts/http/sports';
import { callApi } from '@/lib/api/api-client';
import type { SessionBetBody } from '../logic/placement';

/** POST sports/sessionBetPlaced (fancy), with the slip's Idempotency-Key (see place-odd-bet.ts). */
export const placeSessionBet = (
  body: SessionBetBody,
  idempotencyKey: string,
): Promise<ResponseOf<typeof sessionBetPlaced>> =>
  callApi(sessionBetPlaced, body, { headers: { 'Idempotency-Key': idempotencyKey } });
