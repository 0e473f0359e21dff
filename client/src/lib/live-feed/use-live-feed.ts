/**
 * A page's live feed (spec 000 §4, 001 §4): the socket room on the URL the server handed
 * out when the page may use it, else (and whenever the room cannot connect or drops) the
 * cache URL polled every second. Sockets drop while the tab is hidden (socket-registry) and
 * the poll pauses with it. `data` is undefined until the first data, null after a failed poll.
 */
import type { CallContract } from '@esk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { joinRoom, type RoomKind, type RoomPayload } from '@/lib/socket/rooms';
import { cachePollOptions } from './cache-poll';

export interface LiveFeedSource<K extends RoomKind> {
  kind: K;
  /** Room name: the marketId of a match, the shortName of a casino table. */
  room: string;
  /** Use the socket room (socketPerm, fetchData 'socket'); false: poll only. */
  useSocket: boolean;
  socketUrl?: string | null | undefined;
  /** The cache call whose response is the room's payload, and the URL to poll. */
  cache: CallContract;
  cacheUrl: string;
  /** When the cache body wraps the room's payload (e.g. {data: [...]}): how to unwrap it. */
  fromCache?: (body: never) => RoomPayload<K>;
}

export interface LiveFeed<T> {
  data: T | null | undefined;
  via: 'socket' | 'poll';
}

export function useLiveFeed<K extends RoomKind>(source: LiveFeedSource<K>): LiveFeed<RoomPayload<K>> {
  const { kind, room, useSocket, socketUrl, cache, cacheUrl, fromCache } = source;
  const [roomData, setRoomData] = useState<RoomPayload<K> | undefined>(undefined);
  const [roomUp, setRoomUp] = useState(useSocket);

  useEffect(() => {
    if (!useSocket) return;
    setRoomUp(true);
    setRoomData(undefined);
    return joinRoom(kind, room, setRoomData, {
      url: socketUrl ?? undefined,
      onStatus: (status) => setRoomUp(status === 'connected'),
    });
  }, [kind, room, useSocket, socketUrl]);

  const polling = !useSocket || !roomUp;
  const poll = useQuery({ ...cachePollOptions(cache, cacheUrl), enabled: polling && cacheUrl !== '' });
  const polled =
    poll.data === undefined || poll.data === null || !fromCache
      ? (poll.data as RoomPayload<K> | null | undefined)
      : fromCache(poll.data as never);
  return polling ? { data: polled, via: 'poll' } : { data: roomData, via: 'socket' };
}
