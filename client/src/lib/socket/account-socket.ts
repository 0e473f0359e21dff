/**
 * The account channel (spec 000 §7): one websocket per signed-in tab with endless
 * reconnection (1 s, up to 5 s). `login` is sent on every connect (a new server socket
 * needs the token), then `reconnect` when the connect was an automatic reconnection.
 */
import { login, reconnect } from '@esk/contracts/socket/account';
import { io } from 'socket.io-client';
import { SOCKET_RECONNECT_DELAY_MAX_MS, SOCKET_RECONNECT_DELAY_MS } from '@/config/constants';
import { getConfig } from '@/config/env';
import {
  ACCOUNT_EVENT_NAMES,
  ACCOUNT_EVENTS,
  type AccountEventName,
  dispatchAccountEvent,
} from './account-events';
import { emitEvent, parsePayload } from './parse-payload';
import { manageSocket } from './socket-registry';

export interface AccountIdentity {
  userId: string;
  token: string;
}

export function connectAccountSocket({ userId, token }: AccountIdentity): () => void {
  const { socketUrl, domain } = getConfig();
  const socket = io(socketUrl || undefined, {
    transports: ['websocket'],
    reconnection: true,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
    autoConnect: false,
    forceNew: true,
  });

  // The manager's 'reconnect' fires before the namespace is connected, so `reconnect` is
  // sent from 'connect', after `login`: the new server socket must know the token first.
  let reconnected = false;
  socket.io.on('reconnect', () => {
    reconnected = true;
  });
  socket.on('connect', () => {
    emitEvent(socket, login, { userId, token, domain });
    if (reconnected) emitEvent(socket, reconnect, { userId, domain });
    reconnected = false;
  });

  const listen = <N extends AccountEventName>(name: N) => {
    socket.on(name as string, (raw: unknown) => {
      const payload = parsePayload(ACCOUNT_EVENTS[name], raw);
      if (payload !== undefined) dispatchAccountEvent(name, payload);
    });
  };
  for (const name of ACCOUNT_EVENT_NAMES) listen(name);

  return manageSocket(socket);
}
