/**
 * The live bookmaker/session/toss feed of a match (spec 000 §4, §7): with socketPerm the page
 * joins the match room on the socket URL the server handed out; otherwise, and whenever the
 * room cannot connect or drops, the cache URL is polled every second. null = no data (a failed
 * poll): the tables show their suspended state.
 */
import { matchCache } from '@esk/contracts/http/sports';
import type { BookmakerData } from '@esk/contracts/http/sports-schemas';
import { type LiveFeed, useLiveFeed } from '@/lib/live-feed/use-live-feed';

export interface LiveMarketSource {
  marketId: string;
  socketPerm: boolean;
  socketUrl?: string | null | undefined;
  cacheUrl: string;
}

export type LiveMarket = LiveFeed<BookmakerData>;

export const useLiveMarket = ({ marketId, socketPerm, socketUrl, cacheUrl }: LiveMarketSource): LiveMarket =>
  useLiveFeed({
    kind: 'match',
    room: marketId,
    useSocket: socketPerm,
    socketUrl,
    cache: matchCache,
    cacheUrl,
  });
