import { AVIATOR_HISTORY_GAME_TYPE } from '@esk/contracts/catalog/aviator';
import { getRoundIdDetails } from '@esk/contracts/http/aviator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import { gameCallUrl } from './game-url';

/** POST {socketURL}/v1/game/getRoundIdDetails {gameType: 'avaitor'}: past rounds, newest first. */
export async function getCrashHistory(socketUrl: string, signal?: AbortSignal) {
  const body = await callApi(
    getRoundIdDetails,
    { gameType: AVIATOR_HISTORY_GAME_TYPE },
    { signal, url: gameCallUrl(socketUrl, getRoundIdDetails) },
  );
  return body.data.data;
}

export const getCrashHistoryQueryOptions = (socketUrl: string) =>
  queryOptions({
    queryKey: callKey(getRoundIdDetails, { gameType: AVIATOR_HISTORY_GAME_TYPE, socketUrl }),
    queryFn: ({ signal }) => getCrashHistory(socketUrl, signal),
    // "Only logged" (spec 002 §8): the strip stays empty rather than toasting.
    meta: { silent: true },
  });

export const useCrashHistory = (socketUrl: string | undefined) =>
  useQuery({ ...getCrashHistoryQueryOptions(socketUrl ?? ''), enabled: socketUrl !== undefined });
