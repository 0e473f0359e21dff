/**
 * The matka toast (spec 002 §2, §8): success or error with an OK button, hiding itself after
 * 3 seconds; every pick-flow message, bet outcome and cancel goes through it. Known spec
 * messages (the gates, 'Bet Successful' ...) show in the reader's language; anything else the
 * server said shows as it came.
 */
import { MATKA_MESSAGES, MATKA_TOAST_MS, ODD_EVEN_MESSAGES } from '@esk/contracts/catalog/matka';
import { type MessageKey, t } from '@/i18n/i18n';
import { notify } from '@/stores/notifications-store';

const KNOWN = new Map<string, MessageKey>([
  ...Object.entries(MATKA_MESSAGES).map(([code, text]): [string, MessageKey] => [
    text,
    `matka.msg.${code}` as MessageKey,
  ]),
  ...Object.entries(ODD_EVEN_MESSAGES).map(([code, text]): [string, MessageKey] => [
    text,
    `matka.oddEvenMsg.${code}` as MessageKey,
  ]),
]);

/** A matka message in the reader's language (spec texts stay exact in English). */
export function matkaMessageText(message: string): string {
  const key = KNOWN.get(message);
  return key ? t(key) : message;
}

export const matkaToast = {
  success: (message: string) =>
    notify.success(matkaMessageText(message), {
      durationMs: MATKA_TOAST_MS,
      ok: true,
      title: t('slip.success'),
    }),
  error: (message: string) =>
    notify.error(matkaMessageText(message), { durationMs: MATKA_TOAST_MS, ok: true, title: t('slip.error') }),
};
