/**
 * The digest of a run: sha256 over its scenario actions and socket events, in order, each
 * as `[at, kind, action | event]` (no sequence numbers, no requests, no answers to one
 * socket's own emits). Two runs of the same scenario, seed and start give the same digest
 * byte for byte; `npm run sim -- run` prints it, and `npm run sim -- digest <export>`
 * computes it from an exported journal (equal to the headless run's when no client changed
 * anything).
 */
import { createHash, type Hash } from 'node:crypto';
import type { JournalEntry } from '../journal';

export class StreamDigest {
  readonly #hash: Hash = createHash('sha256');
  actions = 0;
  events = 0;

  add(entry: Pick<JournalEntry, 'at' | 'kind'> & { action?: unknown; event?: unknown }): void {
    if (entry.kind === 'action') {
      this.actions++;
      this.#hash.update(`${JSON.stringify([entry.at, 'action', entry.action])}\n`);
    } else if (entry.kind === 'event' && (entry.event as { to?: string }).to !== 'socket') {
      this.events++;
      this.#hash.update(`${JSON.stringify([entry.at, 'event', entry.event])}\n`);
    }
  }

  /** The hex digest (once: the hash is finished by it). */
  hex(): string {
    return this.#hash.digest('hex');
  }
}
