import { once } from 'node:events';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ExchangeError } from '../exchange/errors';
import { type NdjsonLimits, readNdjson } from './ndjson';

const LIMITS: NdjsonLimits = { maxBytes: 1_000_000, maxLineBytes: 100_000 };

const read = async (source: Readable, limits = LIMITS) => {
  const out: { line: number; value: unknown }[] = [];
  for await (const line of readNdjson(source, limits)) out.push(line);
  return out;
};
const chunks = (list: string[]) => Readable.from(list.map((chunk) => Buffer.from(chunk)));

async function failure(source: Readable, limits?: NdjsonLimits) {
  try {
    await read(source, limits);
  } catch (error) {
    return { status: (error as ExchangeError).status, message: (error as Error).message };
  }
  return undefined;
}

/** A body of `count` chunks of `size` bytes without a newline, counting what the reader pulled. */
function endlessLine(size: number, count: number) {
  const pulled = { chunks: 0 };
  const chunk = Buffer.alloc(size, 0x37);
  const stream = Readable.from(
    (function* () {
      for (let i = 0; i < count; i++) {
        pulled.chunks++;
        yield chunk;
      }
    })(),
  );
  return { stream, pulled };
}

describe('readNdjson', () => {
  it('yields each line parsed, with its number, across chunk boundaries, CRLF and without a final newline', async () => {
    expect(await read(chunks(['{"a":1}\r\n{"b"', ':2}\n\n', '{"c":"ü', '"}']))).toEqual([
      { line: 1, value: { a: 1 } },
      { line: 2, value: { b: 2 } },
      { line: 4, value: { c: 'ü' } },
    ]);
  });

  it('decodes a character split between two chunks', async () => {
    const bytes = Buffer.from('{"c":"ü"}\n');
    const split = bytes.indexOf(0xc3) + 1;
    expect(await read(Readable.from([bytes.subarray(0, split), bytes.subarray(split)]))).toEqual([
      { line: 1, value: { c: 'ü' } },
    ]);
  });

  it('answers 400 naming the line that is not JSON', async () => {
    expect(await failure(chunks(['{"a":1}\n{oops}\n']))).toMatchObject({
      status: 400,
      message: expect.stringContaining('line 2 is not JSON'),
    });
  });

  it('stops with 413 past the byte limit, before reading on', async () => {
    expect(
      await failure(chunks(['{"a":1}\n', '{"b":2}\n', '{"c":3}\n']), { maxBytes: 12, maxLineBytes: 100 }),
    ).toMatchObject({
      status: 413,
      message: expect.stringContaining('Request body is too large'),
    });
  });

  it('stops with 413 naming a line past the line limit, having read little more than the limit', async () => {
    // 32 MB in 64 KB chunks without a newline, after two good lines.
    const { stream, pulled } = endlessLine(64 * 1024, 512);
    const body = Readable.from(
      (async function* () {
        yield Buffer.from('{"a":1}\n{"b":2}\n');
        yield* stream;
      })(),
    );
    const limits = { maxBytes: 256 * 1024 * 1024, maxLineBytes: 1024 * 1024 };
    expect(await failure(body, limits)).toEqual({
      status: 413,
      message: 'line 3 is too long: at most 1 MB per line',
    });
    // The line limit is 16 chunks; the source stream reads up to 16 more ahead (its highWaterMark).
    expect(pulled.chunks).toBeLessThanOrEqual(1024 / 64 + 16 + 2);
  });

  it('counts a long line that arrives inside one chunk between two newlines', async () => {
    const line = 'x'.repeat(200);
    expect(
      await failure(chunks([`{"a":1}\n"${line}"\n{"b":2}\n`]), { maxBytes: 10_000, maxLineBytes: 100 }),
    ).toEqual({
      status: 413,
      message: expect.stringContaining('line 2 is too long'),
    });
  });

  it('leaves the rest of the body to be read and dropped instead of destroying the stream', async () => {
    const { stream } = endlessLine(1024, 64);
    await failure(stream, { maxBytes: 1_000_000, maxLineBytes: 4096 });
    expect(stream.destroyed).toBe(false);
    if (!stream.readableEnded) await once(stream, 'end');
    expect(stream.readableEnded).toBe(true);
  });
});
