/**
 * Reads NDJSON (one JSON value per line) from a stream, line by line, without holding the
 * whole body: a journal export runs to tens of megabytes. Stops with a 413 past `maxBytes`
 * and with a 400 naming the line that is not JSON.
 */
import { BadRequest, TooLarge } from '../exchange/errors';

export interface NdjsonLine {
  /** 1-based line number in the body. */
  line: number;
  value: unknown;
}

export async function* readNdjson(
  stream: AsyncIterable<Buffer | string>,
  maxBytes: number,
): AsyncGenerator<NdjsonLine> {
  const decoder = new TextDecoder();
  let bytes = 0;
  let rest = '';
  let line = 0;
  const parse = (text: string): NdjsonLine | undefined => {
    line++;
    const trimmed = text.trim();
    if (trimmed === '') return undefined;
    try {
      return { line, value: JSON.parse(trimmed) as unknown };
    } catch (error) {
      throw new BadRequest(`line ${line} is not JSON: ${(error as Error).message}`);
    }
  };
  for await (const chunk of stream) {
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    if (bytes > maxBytes) {
      throw new TooLarge(`Request body is too large: at most ${maxBytes / 1024 / 1024} MB of NDJSON`);
    }
    const text = rest + (typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      const parsed = parse(part);
      if (parsed) yield parsed;
    }
  }
  const last = parse(rest + decoder.decode());
  if (last) yield last;
}
