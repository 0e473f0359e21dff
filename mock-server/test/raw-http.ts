/**
 * Raw HTTP against a listening harness: the path goes on the wire exactly as written (no
 * URL parsing on the way, unlike app.inject or fetch, which resolve `./` and `../`), so a
 * test can send what a hostile client would.
 */
import { request } from 'node:http';
import type { Harness } from './harness';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export async function listen(h: Harness): Promise<number> {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  return address.port;
}

export function raw(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
