import type { ResponseOf } from '@esk/contracts';
import { updateRateReffrenece } from '@esk/contracts/http/user';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { notify } from '@/stores/notifications-store';
import { usePreferencesStore } from '@/stores/preferences-store';

export type RateReferenceAnswer = ResponseOf<typeof updateRateReffrenece>;

/**
 * PATCH user/updateRateReffrenece {rate} (1 to 5). The answer's data.rateReffrenec (the
 * stored fraction) goes to the preferences store under rateReffrenec; the server's message is toasted.
 */
export async function updateRateReference(rate: number): Promise<RateReferenceAnswer> {
  const body = await callApi(updateRateReffrenece, { rate });
  usePreferencesStore.getState().setRateReference(body.data.rateReffrenec);
  const message = body.message || body.data.message;
  if (message) notify.success(message);
  return body;
}

export const useUpdateRateReference = (config: MutationConfig<typeof updateRateReference> = {}) =>
  useMutation({ mutationFn: updateRateReference, ...config });
