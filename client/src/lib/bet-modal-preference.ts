/**
 * The bet-confirmation modal preference (spec 000 §4, §6), one module for both of its switches
 * (the profile page and the match page): PATCH user/updateBetChipsModal {status}, the flag the
 * server answers kept in the preferences store (matchBetPlaceModal). A failure is only logged
 * (spec 000 §8); what a success shows is the switch's own (`onSaved`).
 */
import type { ResponseOf } from '@esk/contracts';
import { updateBetChipsModal } from '@esk/contracts/http/user';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { usePreferencesStore } from '@/stores/preferences-store';

export type BetModalSaved = ResponseOf<typeof updateBetChipsModal>;

export async function saveBetModal(status: boolean): Promise<BetModalSaved> {
  const body = await callApi(updateBetChipsModal, { status });
  usePreferencesStore.getState().setBetModal(body.data.betChipsModal);
  return body;
}

export interface BetModalSwitchState {
  /** The stored flag; while saving, the value asked for. */
  on: boolean;
  saving: boolean;
  toggle: () => void;
}

export function useBetModalPreference(onSaved?: (body: BetModalSaved) => void): BetModalSwitchState {
  const stored = usePreferencesStore((s) => s.betModal);
  const save = useMutation({
    mutationFn: saveBetModal,
    meta: { silent: true },
    ...(onSaved ? { onSuccess: onSaved } : {}),
    onError: (error) => console.error('[preferences] the bet modal switch was not saved:', error.message),
  });
  return {
    on: save.isPending ? (save.variables ?? stored) : stored,
    saving: save.isPending,
    toggle: () => save.mutate(!stored),
  };
}
