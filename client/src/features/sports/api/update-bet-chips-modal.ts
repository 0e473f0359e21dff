import type { ResponseOf } from '@esk/contracts';
import { updateBetChipsModal as updateBetChipsModalCall } from '@esk/contracts/http/user';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { usePreferencesStore } from '@/stores/preferences-store';

/**
 * PATCH user/updateBetChipsModal: the bet-confirmation modal switch. On success the flag the
 * server answers is mirrored in the preferences store (matchBetPlaceModal).
 */
export async function updateBetChipsModal(
  status: boolean,
): Promise<ResponseOf<typeof updateBetChipsModalCall>> {
  const body = await callApi(updateBetChipsModalCall, { status });
  usePreferencesStore.getState().setBetModal(body.data.betChipsModal);
  return body;
}

export const useUpdateBetChipsModal = (config: MutationConfig<typeof updateBetChipsModal> = {}) =>
  useMutation({ mutationFn: updateBetChipsModal, ...config });
