import type { ResponseOf } from '@esk/contracts';
import { casinoBetPlace } from '@esk/contracts/http/casino';
import { callApi } from '@/lib/api/api-client';
import type { CasinoBetBody } from '../logic/bet-slip';

/**
 * POST casino/casinoBetPlace. `idempotencyKey` is the slip's submission key: a retried request
 * with the same key is answered from the server's record, never placed twice.
 */
export const placeCasinoBet = (
  body: CasinoBetBody,
  idempotencyKey: string,
): Promise<ResponseOf<typeof casinoBetPlace>> =>
  callApi(casinoBetPlace, body, { headers: { 'Idempotency-Key': idempotencyKey } });
