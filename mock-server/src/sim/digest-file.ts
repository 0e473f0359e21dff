/** The digest (digest.ts) of an exported journal file, read line by line. */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { StreamDigest } from './digest';

export async function digestOfExport(file: string) {
  const digest = new StreamDigest();
  let line = 0;
  for await (const text of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    line++;
    if (line === 1 || text.trim() === '') continue;
    let entry: Parameters<StreamDigest['add']>[0];
    try {
      entry = JSON.parse(text) as typeof entry;
    } catch (error) {
      throw new Error(`${file} line ${line} is not JSON: ${(error as Error).message}`);
    }
    digest.add(entry);
  }
  return { digest: digest.hex(), actions: digest.actions, events: digest.events };
}
