/**
 * A table's live round (001 §4): the room on the details' socketURL when fetchData is
 * 'socket', else (and while the room is down) the cacheURL polled every second; the socket
 * drops with a hidden tab. The room pushes only when something changes, so the page reads
 * the cache once to show the round at once instead of waiting for the first push.
 */
import { usesSocketFeed } from '@esk/contracts/catalog/casino';
import { casinoCache } from '@esk/contracts/http/casino';
import type { CasinoDetails, CasinoRound } from '@esk/contracts/http/casino-schemas';
import { useQuery } from '@tanstack/react-query';
import { callKey } from '@/lib/api/query-key';
import { fetchCache } from '@/lib/live-feed/cache-poll';
import { useLiveFeed } from '@/lib/live-feed/use-live-feed';

export interface LiveRound {
  /** undefined until the first data; null when the feed answers nothing usable. */
  round: CasinoRound | null | undefined;
  via: 'socket' | 'poll';
}

export function useLiveRound(
  details: Pick<CasinoDetails, 'shortName' | 'fetchData' | 'socketURL' | 'cacheURL'>,
): LiveRound {
  const cacheUrl = details.cacheURL ?? '';
  const useSocket = usesSocketFeed(details);
  const live = useLiveFeed({
    kind: 'casino',
    room: details.shortName,
    useSocket,
    socketUrl: details.socketURL,
    cache: casinoCache,
    cacheUrl,
  });
  const first = useQuery({
    queryKey: [...callKey(casinoCache, { cacheUrl }), 'first'],
    queryFn: ({ signal }) => fetchCache(casinoCache, cacheUrl, signal),
    enabled: useSocket && live.data === undefined && cacheUrl !== '',
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
  const round = live.data !== undefined ? live.data : (first.data ?? undefined);
  return { round, via: live.via };
}
