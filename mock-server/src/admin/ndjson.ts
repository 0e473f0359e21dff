/**
 * Reads NDJSON (one JSON value per line) from a stream, line by line, without holding the
 * whole body: a journal export runs to tens of megabytes. node:readline splits the lines (it
 * scans each chunk once; the reader this replaces re-split the growing line on every chunk,
 * so a 32 MB line without a newline took 14 s). In front of it a byte counter, linear too,
 * stops with a 413 past `maxBytes` in all or `maxLineBytes` in one line, before readline has
 * buffered more than that; a line that is not JSON is a 400 naming it.
 *
 * On a stop the rest of the body is read and dropped (not destroyed), as Fastify does past its
 * body limit, so the sender gets the answer instead of a reset connection.
 */
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { BadRequest, TooLarge } from '../exchange/errors';

export interface NdjsonLine {
  /** 1-based line number in the body. */
  line: number;
  value: unknown;
}

export interface NdjsonLimits {
  /** The most bytes of the whole body. */
  maxBytes: number;
  /** The most bytes of one line (without its newline). */
  maxLineBytes: number;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 100) / 100} MB`;

/** The chunks as bytes, counted: throws TooLarge past either limit. */
async function* counted(
  chunks: AsyncIterable<Buffer | string>,
  limits: NdjsonLimits,
): AsyncGenerator<Buffer> {
  let total = 0;
  let line = 1;
  /** Bytes of the current line so far. */
  let current = 0;
  for await (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += bytes.length;
    if (total > limits.maxBytes) {
      throw new TooLarge(`Request body is too large: at most ${megabytes(limits.maxBytes)} of NDJSON`);
    }
    let from = 0;
    for (let newline = bytes.indexOf(10, from); newline >= 0; newline = bytes.indexOf(10, from)) {
      if (current + newline - from > limits.maxLineBytes) break;
      current = 0;
      line++;
      from = newline + 1;
    }
    current += bytes.length - from;
    if (current > limits.maxLineBytes) {
      throw new TooLarge(`line ${line} is too long: at most ${megabytes(limits.maxLineBytes)} per line`);
    }
    yield bytes;
  }
}

/** The stream's chunks; leaving early does not destroy it (see the module comment). */
function chunksOf(stream: AsyncIterable<Buffer | string>): AsyncIterable<Buffer | string> {
  return stream instanceof Readable ? stream.iterator({ destroyOnReturn: false }) : stream;
}

export async function* readNdjson(
  stream: AsyncIterable<Buffer | string>,
  limits: NdjsonLimits,
): AsyncGenerator<NdjsonLine> {
  const input = Readable.from(counted(chunksOf(stream), limits));
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let line = 0;
  try {
    for await (const text of lines) {
      line++;
      const trimmed = text.trim();
      if (trimmed === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(trimmed);
      } catch (error) {
        throw new BadRequest(`line ${line} is not JSON: ${(error as Error).message}`);
      }
      yield { line, value };
    }
  } finally {
    lines.close();
    input.destroy();
    if (stream instanceof Readable && !stream.readableEnded) stream.resume();
  }
}
