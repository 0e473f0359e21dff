/**
 * The CLI's side of the admin API: JSON calls, the NDJSON export streamed to a file, and a
 * replay streamed from one (an export runs to tens of megabytes).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ADMIN_TOKEN_HEADER } from '../admin/token-header';

export interface Remote {
  baseUrl: string;
  adminToken: string | undefined;
}

async function send(remote: Remote, method: 'GET' | 'POST', path: string, init: RequestInit = {}) {
  let response: Response;
  try {
    response = await fetch(`${remote.baseUrl}${path}`, {
      ...init,
      method,
      headers: {
        ...(init.headers as Record<string, string>),
        ...(remote.adminToken ? { [ADMIN_TOKEN_HEADER]: remote.adminToken } : {}),
      },
    });
  } catch {
    throw new Error(`no simulator at ${remote.baseUrl} (start it with npm start, or pass --url)`);
  }
  if (!response.ok) {
    const text = await response.text();
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {}
    throw new Error(`${response.status}: ${message}`);
  }
  return response;
}

/** A JSON call; the parsed answer. */
export async function callJson(remote: Remote, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await send(remote, method, path, {
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return (await response.json()) as unknown;
}

/** Streams the journal export to `out`; returns the number of entries (lines after the header). */
export async function exportJournal(remote: Remote, out: Writable | string): Promise<number> {
  const response = await send(remote, 'GET', '/__admin/journal/export');
  if (!response.body) return 0;
  let newlines = 0;
  const counted = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).map(
    (chunk: Buffer) => {
      for (const byte of chunk) if (byte === 10) newlines++;
      return chunk;
    },
  );
  await pipeline(counted, typeof out === 'string' ? createWriteStream(out) : out);
  return Math.max(0, newlines - 1);
}

/** Sends an export file as is (NDJSON, streamed); the replay's answer. */
export async function replayFile(remote: Remote, file: string): Promise<unknown> {
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
  const response = await send(remote, 'POST', '/__admin/journal/replay', {
    headers: { 'content-type': 'application/x-ndjson' },
    body,
    duplex: 'half',
  } as RequestInit);
  return (await response.json()) as unknown;
}

/** stdout that a closed pipe (`| head`) does not turn into an error. */
export const stdoutSink = () =>
  new Writable({
    write(chunk, _encoding, done) {
      process.stdout.write(chunk, (error) => done(error ?? null));
    },
  });
