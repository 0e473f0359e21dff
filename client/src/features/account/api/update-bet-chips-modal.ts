import type { ResponseOf } from '@esk/contracts';
import { updateBetChipsModal as updateBetChipsModalCall } from '@esk/contracts/http/user';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { notify } from '@/stores/notifications-store';
import { usePreferencesStore } from '@/stores/preferences-store';

/**
 * PATCH user/updateBetChipsModal {status}: on success the flag the server answers is stored
 * (matchBetPlaceModal) and its message toasted; a failure is only logged (spec 000 §8).
 */
export async function updateBetChipsModal(
  status: boolean,
): Promise<ResponseOf<typeof updateBetChipsModalCall>> {
  const body = await callApi(updateBetChipsModalCall, { status });
  usePreferencesStore.getState().setBetModal(body.data.betChipsModal);
  if (body.message) notify.success(body.message);
  return body;
}

export const useUpdateBetChipsModal = (config: MutationConfig<typeof updateBetChipsModal> = {}) =>
  useMutation({
    mutationFn: updateBetChipsModal,
    meta: { silent: true },
    onError: (error) => console.error('[profile] bet modal update failed:', error.message),
    ...config,
  });
