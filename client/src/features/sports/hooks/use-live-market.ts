/**
 * The live bookmaker/session/toss feed of a match (spec 000 §4, §7): with socketPerm the page
 * joins the match room on the socket URL the server handed out; otherwise, and whenever the
 * room cannot connect or drops, the cache URL is polled every second. null = no data (a failed
 * poll): the tables show their suspended state.
 */
import type { BookmakerData } from '@esk/contracts/http/sports-schemas';
import { useEffect, useState } from 'react';
import { joinRoom } from '@/lib/socket/rooms';
import { useMatchCache } from '../api/get-match-cache';

export interface LiveMarketSource {
  marketId: string;
  socketPerm: boolean;
  socketUrl?: string | null | undefined;
  cacheUrl: string;
}

export interface LiveMarket {
  /** undefined until the first data, null after a failed poll. */
  data: BookmakerData | null | undefined;
  via: 'socket' | 'poll';
}

export function useLiveMarket({ marketId, socketPerm, socketUrl, cacheUrl }: LiveMarketSource): LiveMarket {
  const [roomData, setRoomData] = useState<BookmakerData | undefined>(undefined);
  const [roomUp, setRoomUp] = useState(socketPerm);

  useEffect(() => {
    if (!socketPerm) return;
    setRoomUp(true);
    setRoomData(undefined);
    return joinRoom('match', marketId, setRoomData, {
      url: socketUrl ?? undefined,
      onStatus: (status) => setRoomUp(status === 'connected'),
    });
  }, [marketId, socketPerm, socketUrl]);

  const polling = !socketPerm || !roomUp;
  const poll = useMatchCache(cacheUrl, { enabled: polling && cacheUrl !== '' });
  return polling ? { data: poll.data, via: 'poll' } : { data: roomData, via: 'socket' };
}
