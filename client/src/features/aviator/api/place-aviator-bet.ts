import { AVIATOR_CASINO_TYPE, AVIATOR_EVENT_ID } from '@esk/contracts/catalog/aviator';
import { avaitorGamePlace } from '@esk/contracts/http/aviator';
import { callApi } from '@/lib/api/api-client';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';

/** POST casino/avaitorGamePlace (either panel): the bet's id (betInsertId) and the server's message. */
export async function placeAviatorBet(roundId: string, amount: number) {
  const body = await callApi(
    avaitorGamePlace,
    { roundId, amount, casinoType: AVIATOR_CASINO_TYPE, eventId: AVIATOR_EVENT_ID },
    { headers: { 'Idempotency-Key': newIdempotencyKey() } },
  );
  return { betId: body.data.betInsertId, message: body.message };
}
