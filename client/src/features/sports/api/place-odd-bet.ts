import type { ResponseOf } from '@esk/contracts';
import { oddBetPlaced } from '@esk/contracts/http/sports';
import { callApi } from '@/lib/api/api-client';
import type { OddBetBody } from '../logic/placement';

/**
 * POST sports/oddBetPlaced (bookmaker and toss). `idempotencyKey` is the slip's submission key:
 * a retried request with the same key is answered from the server's record, never placed twice.
 */
export const placeOddBet = (
  body: OddBetBody,
  idempotencyKey: string,
): Promise<ResponseOf<typeof oddBetPlaced>> =>
  callApi(oddBetPlaced, body, { headers: { 'Idempotency-Key': idempotencyKey } });
