/**
 * The CLI's side of the admin API: every call typed by its contract through the admin client
 * (`admin.call(calls.admin.<name>, body)`), the NDJSON export streamed to a file and a replay
 * streamed from one (an export runs to tens of megabytes).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type AdminClient, createAdminClient } from '@esk/contracts/admin-client';
import { exportJournal as exportCall, replay as replayCall } from '@esk/contracts/http/admin';

export interface Remote {
  baseUrl: string;
  adminToken: string | undefined;
}

export function adminClient(remote: Remote): AdminClient {
  return createAdminClient({ baseUrl: remote.baseUrl, token: remote.adminToken });
}

/** Streams the journal export to `out`; returns the number of entries (lines after the header). */
export async function exportJournal(admin: AdminClient, out: Writable | string): Promise<number> {
  const response = await admin.send(exportCall);
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

/** Sends an export file as is (NDJSON, streamed); the replay's answer, read by its contract. */
export async function replayFile(admin: AdminClient, file: string) {
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
  const response = await admin.send(replayCall, {
    headers: { 'content-type': 'application/x-ndjson' },
    body,
    duplex: 'half',
  } as RequestInit);
  return replayCall.response.parse(await response.json());
}

/** stdout that a closed pipe (`| head`) does not turn into an error. */
export const stdoutSink = () =>
  new Writable({
    write(chunk, _encoding, done) {
      process.stdout.write(chunk, (error) => done(error ?? null));
    },
  });
