import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ExchangeError } from '../exchange/errors';
import { readNdjson } from './ndjson';

const read = async (chunks: string[], maxBytes = 1_000_000) => {
  const out: { line: number; value: unknown }[] = [];
  for await (const line of readNdjson(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), maxBytes)) {
    out.push(line);
  }
  return out;
};

async function failure(chunks: string[], maxBytes?: number) {
  try {
    await read(chunks, maxBytes);
  } catch (error) {
    return { status: (error as ExchangeError).status, message: (error as Error).message };
  }
  return undefined;
}

describe('readNdjson', () => {
  it('yields each line parsed, with its number, across chunk boundaries and without a final newline', async () => {
    expect(await read(['{"a":1}\n{"b"', ':2}\n\n', '{"c":"ü"}'])).toEqual([
      { line: 1, value: { a: 1 } },
      { line: 2, value: { b: 2 } },
      { line: 4, value: { c: 'ü' } },
    ]);
  });

  it('answers 400 naming the line that is not JSON', async () => {
    expect(await failure(['{"a":1}\n{oops}\n'])).toMatchObject({
      status: 400,
      message: expect.stringContaining('line 2 is not JSON'),
    });
  });

  it('stops with 413 past the byte limit, before reading on', async () => {
    expect(await failure(['{"a":1}\n', '{"b":2}\n', '{"c":3}\n'], 12)).toMatchObject({
      status: 413,
      message: expect.stringContaining('Request body is too large'),
    });
  });
});
