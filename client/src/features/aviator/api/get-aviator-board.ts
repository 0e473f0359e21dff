import { AVIATOR_HISTORY_GAME_TYPE } from '@esk/contracts/catalog/aviator';
import { getAviatorBoard } from '@esk/contracts/http/aviator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { useCallAvailable } from '@/lib/api/availability';
import { callKey } from '@/lib/api/query-key';
import { gameCallUrl } from './game-url';

/** POST {socketURL}/v1/game/getAviatorBoard (designed): bets of this and the last rounds, top wins, chat. */
export async function getBoard(socketUrl: string, signal?: AbortSignal) {
  const body = await callApi(
    getAviatorBoard,
    { gameType: AVIATOR_HISTORY_GAME_TYPE },
    { signal, url: gameCallUrl(socketUrl, getAviatorBoard) },
  );
  return body.data;
}

export const getBoardQueryOptions = (socketUrl: string) =>
  queryOptions({
    queryKey: callKey(getAviatorBoard, { gameType: AVIATOR_HISTORY_GAME_TYPE, socketUrl }),
    queryFn: ({ signal }) => getBoard(socketUrl, signal),
    // A real aviator server has no such call: the lists stay empty, nothing to toast.
    meta: { silent: true },
    retry: false,
  });

/** Asked once a visit on a server without it (the real API): its 404 turns the query off. */
export function useAviatorBoard(socketUrl: string | undefined) {
  const available = useCallAvailable(getAviatorBoard);
  return useQuery({
    ...getBoardQueryOptions(socketUrl ?? ''),
    enabled: socketUrl !== undefined && available,
  });
}
