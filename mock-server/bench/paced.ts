/**
 * An open-loop load generator: sends requests on a fixed schedule (rate per second)
 * whatever the answers do, and measures each latency from its scheduled send time, so a
 * stall shows up in the percentiles instead of slowing the sender (no coordinated omission).
 */
import { Agent, request } from 'node:http';

export interface PacedResult {
  sent: number;
  failed: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export async function paced(options: {
  url: string;
  body: string;
  headers: Record<string, string>;
  rate: number;
  seconds: number;
}): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const url = new URL(options.url);
  const send = () =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: options.headers,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let failed = 0;
  const inflight: Promise<void>[] = [];
  const start = performance.now() + 50;
  for (let i = 0; i < total; i++) {
    const scheduled = start + i * interval;
    for (;;) {
      const wait = scheduled - performance.now();
      if (wait <= 0) break;
      await new Promise((resolve) => (wait > 2 ? setTimeout(resolve, wait - 1) : setImmediate(resolve)));
    }
    inflight.push(
      send()
        .then((status) => {
          if (status >= 300) failed++;
          latencies.push(performance.now() - scheduled);
        })
        .catch(() => {
          failed++;
        }),
    );
  }
  await Promise.all(inflight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    sent: total,
    failed,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}
