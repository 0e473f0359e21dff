import { AVIATOR_EVENT_ID } from '@esk/contracts/catalog/aviator';
import { avaitorCancelBet } from '@esk/contracts/http/aviator';
import { callApi } from '@/lib/api/api-client';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';

/** POST casino/avaitorCancelBet (designed): releases a bet while its round still takes bets. */
export async function cancelAviatorBet(roundId: string, betId: string): Promise<void> {
  await callApi(
    avaitorCancelBet,
    { roundId, eventId: AVIATOR_EVENT_ID, betId },
    { headers: { 'Idempotency-Key': newIdempotencyKey() } },
  );
}
