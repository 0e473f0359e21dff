import { AVIATOR_EVENT_ID } from '@esk/contracts/catalog/aviator';
import { avaitorCashOut } from '@esk/contracts/http/aviator';
import { callApi } from '@/lib/api/api-client';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';

/** POST casino/avaitorCashOut (either panel): the multiplier it was cashed out at and the profit. */
export async function cashOutAviatorBet(roundId: string, betId: string) {
  const body = await callApi(
    avaitorCashOut,
    { roundId, eventId: AVIATOR_EVENT_ID, betId },
    { headers: { 'Idempotency-Key': newIdempotencyKey() } },
  );
  return { multiplier: body.data.curentMultiplier, profit: body.data.finalProfit };
}
