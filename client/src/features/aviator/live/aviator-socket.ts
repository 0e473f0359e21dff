/**
 * The aviator connection (spec 002 §7): a socket to the aviator server at the settings'
 * socketURL, websocket first then polling, with credentials, 5 reconnect attempts 1-5 s apart.
 * It emits joinGame {gameName: 'aviator'} on every connect and listens for crashValue (the live
 * state as a JSON string) and, designed, roundBets and chatMessage. A malformed push is logged
 * and dropped ("Bad crashValue JSON or no crash data: only logged", spec 002 §8).
 */
import { AVIATOR_GAME_NAME, AVIATOR_SOCKET_OPTIONS } from '@esk/contracts/catalog/aviator';
import {
  type AviatorChatMessage,
  type AviatorRoundBets,
  type AviatorState,
  chatMessage,
  crashValue,
  joinGame,
  roundBets,
} from '@esk/contracts/socket/aviator';
import { io } from 'socket.io-client';
import { emitEvent, parsePayload } from '@/lib/socket/parse-payload';
import { manageSocket } from '@/lib/socket/socket-registry';

export type AviatorConnection = 'connected' | 'lost';

export interface AviatorHandlers {
  onState: (state: AviatorState) => void;
  onRoundBets: (bets: AviatorRoundBets) => void;
  onChat: (line: AviatorChatMessage) => void;
  onConnection: (status: AviatorConnection) => void;
}

/** Connects (unless the tab is hidden) and returns the leave function. */
export function connectAviator(url: string, handlers: AviatorHandlers): () => void {
  const socket = io(url || undefined, {
    ...AVIATOR_SOCKET_OPTIONS,
    transports: [...AVIATOR_SOCKET_OPTIONS.transports],
    autoConnect: false,
    forceNew: true,
  });
  socket.on('connect', () => {
    emitEvent(socket, joinGame, { gameName: AVIATOR_GAME_NAME });
    handlers.onConnection('connected');
  });
  socket.on('disconnect', () => handlers.onConnection('lost'));
  socket.on('connect_error', (error) => {
    console.warn('[aviator] the game server could not be reached', error.message);
    handlers.onConnection('lost');
  });
  socket.on(crashValue.event, (raw: unknown) => {
    const state = parsePayload(crashValue, raw);
    if (state) handlers.onState(state);
  });
  socket.on(roundBets.event, (raw: unknown) => {
    const bets = parsePayload(roundBets, raw);
    if (bets) handlers.onRoundBets(bets);
  });
  socket.on(chatMessage.event, (raw: unknown) => {
    const line = parsePayload(chatMessage, raw);
    if (line) handlers.onChat(line);
  });
  return manageSocket(socket);
}
