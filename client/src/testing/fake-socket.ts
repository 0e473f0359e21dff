/** A stand-in for socket.io-client's Socket: records emits, lets tests push events. */
import { vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

class Emitter {
  handlers = new Map<string, Handler[]>();
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

export class FakeSocket extends Emitter {
  connected = false;
  readonly io = new Emitter();
  readonly url: string | undefined;
  readonly options: Record<string, unknown>;
  emit = vi.fn();
  connect = vi.fn(() => {
    this.connected = true;
    this.fire('connect');
    return this;
  });
  disconnect = vi.fn(() => {
    this.connected = false;
    return this;
  });

  constructor(url: string | undefined, options: Record<string, unknown>) {
    super();
    this.url = url;
    this.options = options;
  }
}
