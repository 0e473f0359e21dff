/** Real socket.io clients against a harness, for the realtime tests. */
import { io, type Socket } from 'socket.io-client';
import type { Harness } from './harness';

/** Starts the harness listening on a free port and connects a websocket client to it. */
export async function connectSocket(h: Harness): Promise<Socket> {
  const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
  const client = io(address, { transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('connect_error', reject);
  });
  return client;
}

/** Steps the scenario clock until the socket has received a message; returns the first one. */
export async function firstPush<T>(received: T[], step: () => void): Promise<T> {
  for (let attempt = 0; attempt < 50 && received.length === 0; attempt++) {
    step();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const first = received[0];
  if (first === undefined) throw new Error('no push arrived');
  return first;
}
