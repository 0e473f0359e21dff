import { AVIATOR_EVENT_ID } from '@esk/contracts/catalog/aviator';
import { getDiamondCasinoByEventId } from '@esk/contracts/http/casino';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { PanelSettings } from '../logic/panel';

export interface AviatorSettings extends PanelSettings {
  /** Where the aviator server lives: its socket and game/* calls ('' = the API's own origin). */
  socketUrl: string;
}

// designed: when the upline sends no error text, the wording of the matka area's closed bets.
const CLOSED_MESSAGE = 'Your Bet is Closed Please Connect With Upline';

/** POST casino/getDiamondCasinoByEventId {eventId: 303031}: the aviator's settings (spec 002 §3). */
export async function getAviatorSettings(signal?: AbortSignal): Promise<AviatorSettings> {
  const { data } = await callApi(getDiamondCasinoByEventId, { eventId: AVIATOR_EVENT_ID }, { signal });
  return {
    betStatus: data.betStatus ?? true,
    errorMessage: data.setting?.errorMessage || CLOSED_MESSAGE,
    // designed: limits the server does not send are not checked here (the server still is).
    minStake: data.minStake ?? 0,
    maxStake: data.maxStake ?? Number.POSITIVE_INFINITY,
    socketUrl: (data.socketURL ?? '').replace(/\/+$/, ''),
  };
}

export const getAviatorSettingsQueryOptions = () =>
  queryOptions({
    queryKey: callKey(getDiamondCasinoByEventId, { eventId: AVIATOR_EVENT_ID }),
    queryFn: ({ signal }) => getAviatorSettings(signal),
  });

export const useAviatorSettings = () => useQuery(getAviatorSettingsQueryOptions());
