import type { ResponseOf } from '@esk/contracts';
import { userUpdate } from '@esk/contracts/http/user';
import { useMutation } from '@tanstack/react-query';
import { t } from '@/i18n/i18n';
import { callApi } from '@/lib/api/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { notify } from '@/stores/notifications-store';
import { usePreferencesStore } from '@/stores/preferences-store';

export interface SaveChipsInput {
  userId: string;
  betChipsData: Record<string, number>;
}

/**
 * PATCH user/userUpdate {userId, betChipsData} (the real stake editor saves chips so), then
 * the chips go to the preferences store (betChipsData) and a success toast shows.
 */
export async function updateBetChips(input: SaveChipsInput): Promise<ResponseOf<typeof userUpdate>> {
  const body = await callApi(userUpdate, input);
  usePreferencesStore.getState().setBetChips(input.betChipsData);
  notify.success(body.message || body.data.message || t('account.stakes.saved'));
  return body;
}

export const useUpdateBetChips = (config: MutationConfig<typeof updateBetChips> = {}) =>
  useMutation({ mutationFn: updateBetChips, ...config });
