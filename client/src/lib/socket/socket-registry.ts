/**
 * Every socket the app opens is registered here so that all of them drop when the tab
 * is hidden and come back when it is visible again (spec 000 §4, 001 §4).
 */
import type { Socket } from 'socket.io-client';

const managed = new Set<Socket>();
let listening = false;

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

function onVisibilityChange(): void {
  const hidden = isHidden();
  for (const socket of managed) {
    if (hidden) socket.disconnect();
    else if (!socket.connected) socket.connect();
  }
}

/** Connects the socket now (unless the tab is hidden) and keeps it in step with visibility. */
export function manageSocket(socket: Socket): () => void {
  if (!listening && typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', onVisibilityChange);
    listening = true;
  }
  managed.add(socket);
  if (!isHidden()) socket.connect();
  return () => {
    managed.delete(socket);
    socket.removeAllListeners();
    socket.io.removeAllListeners();
    socket.disconnect();
  };
}

/** How many sockets are open or wanted (tests, diagnostics). */
export const managedSocketCount = (): number => managed.size;
