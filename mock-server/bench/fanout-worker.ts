/**
 * One worker thread of the fan-out bench: opens its share of the client sockets, joins the
 * match room and stamps each push's arrival (epoch ms with sub-ms precision, the same clock
 * the mock stamps its sends with). Reports its own event-loop delay, so a busy client is
 * seen rather than mistaken for a slow server.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { io as connect, type Socket } from 'socket.io-client';

export interface FanoutWorkerData {
  url: string;
  room: string;
  sockets: number;
}

export type FanoutWorkerMessage =
  /** Every socket has joined the room or given up connecting. */
  | { kind: 'settled'; joined: number; failed: number }
  | { kind: 'arrivals'; arrivals: number[]; loopP99Ms: number };

const { url, room, sockets: count } = workerData as FanoutWorkerData;
const now = () => performance.timeOrigin + performance.now();
const sockets: Socket[] = [];
let arrivals: number[] = [];
let joined = 0;
let failed = 0;
const loop = monitorEventLoopDelay({ resolution: 10 });
const settle = () => {
  if (joined + failed === count) {
    parentPort?.postMessage({ kind: 'settled', joined, failed } satisfies FanoutWorkerMessage);
  }
};

for (let i = 0; i < count; i++) {
  // A generous connect timeout: on a busy machine the server's handshakes queue up.
  const socket = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 120_000,
  });
  socket.on('connect', () => {
    socket.emit('JoinRoom', room);
    joined++;
    settle();
  });
  socket.on('connect_error', () => {
    failed++;
    settle();
  });
  socket.on(room, () => arrivals.push(now()));
  sockets.push(socket);
  // Connect in small batches so the server's handshakes are not all at once.
  if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 50));
}

parentPort?.on('message', (message: 'measure' | 'report' | 'close') => {
  if (message === 'measure') {
    arrivals = [];
    loop.reset();
    loop.enable();
  } else if (message === 'report') {
    loop.disable();
    parentPort?.postMessage({
      kind: 'arrivals',
      arrivals,
      loopP99Ms: loop.percentile(99) / 1e6,
    } satisfies FanoutWorkerMessage);
  } else {
    for (const socket of sockets) socket.close();
    process.exit(0);
  }
});
