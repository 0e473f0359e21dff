/**
 * The casino alert and toast texts (001 §8): the server's message on an error flag, 'Some
 * Thing Want Wrong, Please Try Again' when no answer came, 'Bet Successfull' as the toast of a
 * placed bet; toasts stay 3 seconds.
 */
import { CASINO_TOAST_SECONDS } from '@esk/contracts/catalog/casino';
import { t } from '@/i18n/i18n';
import { isApiError } from '@/lib/api/api-error';

export const CASINO_TOAST_MS = CASINO_TOAST_SECONDS * 1000;

/** The alert text of a failed placement: the server's message, else the spec's no-response text. */
export function casinoFailureMessage(error: unknown): string {
  if (isApiError(error) && (error.kind === 'server' || error.kind === 'http') && error.message)
    return error.message;
  return t('casino.bet.noResponse');
}

/** The alert text of a placed bet: data.message, else the envelope's message, else 'Bet Successfull'. */
export function casinoSuccessMessage(body: {
  message?: string | undefined;
  data?: { message?: string | undefined } | undefined;
}): string {
  return body.data?.message || body.message || t('casino.bet.successToast');
}
