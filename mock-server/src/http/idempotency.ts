/**
 * Idempotency-Key (designed: the real API has none). A retried POST/PATCH carrying the
 * same key from the same user gets the first answer and is not applied again; a retry
 * that arrives while the first is still running waits for it.
 */
export interface StoredReply {
  status: number;
  body: unknown;
}

export class IdempotencyStore {
  #replies = new Map<string, Promise<StoredReply>>();

  constructor(private readonly capacity = 20_000) {}

  /** Runs `produce` once per key; later calls with the key get the first reply. */
  run(key: string, produce: () => Promise<StoredReply>): { replay: boolean; reply: Promise<StoredReply> } {
    const existing = this.#replies.get(key);
    if (existing) return { replay: true, reply: existing };
    const reply = produce();
    this.#replies.set(key, reply);
    if (this.#replies.size > this.capacity) {
      const oldest = this.#replies.keys().next().value;
      if (oldest !== undefined) this.#replies.delete(oldest);
    }
    return { replay: false, reply };
  }

  clear(): void {
    this.#replies.clear();
  }
}
