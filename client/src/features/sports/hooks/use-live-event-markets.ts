/**
 * The exchange markets (match odds, tied match) of a match: with socketPerm the page emits
 * `marketByEvent` <eventId> on the details' socketUrl and gets the list on an event named by the
 * eventId; otherwise, and whenever that socket drops, it polls otherMarketCacheUrl every second
 * ({data: [...]}). null = no data (a failed poll): the tables lock.
 */
import { eventMarketsCache } from '@esk/contracts/http/sports';
import type { EventMarket } from '@esk/contracts/http/sports-event-markets';
import { type LiveFeed, useLiveFeed } from '@/lib/live-feed/use-live-feed';

export interface LiveEventSource {
  eventId: string;
  socketPerm: boolean;
  socketUrl?: string | null | undefined;
  /** '' when the match has no exchange markets: nothing is polled. */
  otherMarketCacheUrl: string;
}

export const useLiveEventMarkets = ({
  eventId,
  socketPerm,
  socketUrl,
  otherMarketCacheUrl,
}: LiveEventSource): LiveFeed<EventMarket[]> =>
  useLiveFeed({
    kind: 'event',
    room: eventId,
    useSocket: socketPerm && otherMarketCacheUrl !== '',
    socketUrl,
    cache: eventMarketsCache,
    cacheUrl: otherMarketCacheUrl,
    fromCache: (body: { data: EventMarket[] }) => body.data,
  });
