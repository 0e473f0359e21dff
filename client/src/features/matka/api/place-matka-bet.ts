import type { WireRequestOf } from '@esk/contracts';
import { MATKA_MESSAGES } from '@esk/contracts/catalog/matka';
import { matkaPlaceBet } from '@esk/contracts/http/matka';
import { callApi } from '@/lib/api/api-client';
import { ApiError, isApiError } from '@/lib/api/api-error';

export type MatkaPlaceBody = WireRequestOf<typeof matkaPlaceBet>;

/**
 * POST matka/matkaPlaceBet with the slip's Idempotency-Key (a retried Done never places
 * twice). Resolves with the success text ('Bet Successful' or the server's); a refusal in the
 * envelope or in data ({error: true, message}, read by the Odd-Even and Harup pages) rejects
 * with the server's message.
 */
export async function placeMatkaBet(body: MatkaPlaceBody, idempotencyKey: string): Promise<string> {
  const { data, message } = await callApi(matkaPlaceBet, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (data?.error) {
    const reason = data.message || message || MATKA_MESSAGES.betRequestFailed;
    throw new ApiError('server', reason, { path: matkaPlaceBet.path });
  }
  return data?.message || message || MATKA_MESSAGES.betSuccess;
}

/** A failed placement's text: the server's message, else 'An error occurred while placing the bet.' */
export const placeFailureMessage = (error: unknown): string =>
  isApiError(error) && (error.kind === 'server' || error.kind === 'http') && error.message
    ? error.message
    : MATKA_MESSAGES.betRequestFailed;
