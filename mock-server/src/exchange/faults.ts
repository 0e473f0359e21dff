/**
 * Injected faults: latency or error answers on a path prefix for a window of scenario
 * time, and socket disconnects. The HTTP layer asks `httpFaultFor(path)` per request.
 */
import type { ActionOf } from '@esk/scenarios/actions';

export interface HttpFault {
  path: string;
  latencyMs: number;
  status?: number;
  message: string;
  until: number;
}

export type DisconnectListener = (channel: ActionOf<'fault.socketDisconnect'>['channel']) => void;

export class Faults {
  #http: HttpFault[] = [];
  #disconnect = new Set<DisconnectListener>();

  constructor(private readonly now: () => number) {}

  apply(action: ActionOf<'fault.http'> | ActionOf<'fault.socketDisconnect'> | ActionOf<'fault.clear'>): void {
    if (action.type === 'fault.clear') {
      this.#http = this.#http.filter((fault) => action.path !== undefined && fault.path !== action.path);
      return;
    }
    if (action.type === 'fault.http') {
      this.#http.push({
        path: action.path,
        latencyMs: action.latencyMs,
        status: action.status,
        message: action.message,
        until: this.now() + action.durationMs,
      });
    } else {
      for (const listener of this.#disconnect) listener(action.channel);
    }
  }

  /** The newest live fault whose path prefix matches. */
  httpFaultFor(path: string): HttpFault | undefined {
    if (this.#http.length === 0) return undefined;
    const now = this.now();
    this.#http = this.#http.filter((fault) => fault.until > now);
    for (let i = this.#http.length - 1; i >= 0; i--) {
      const fault = this.#http[i];
      if (fault && path.startsWith(fault.path)) return fault;
    }
    return undefined;
  }

  /** The HTTP faults still in their window, oldest first (the control room lists them). */
  active(): readonly HttpFault[] {
    const now = this.now();
    return this.#http.filter((fault) => fault.until > now);
  }

  onDisconnect(listener: DisconnectListener): () => void {
    this.#disconnect.add(listener);
    return () => this.#disconnect.delete(listener);
  }

  clear(): void {
    this.#http = [];
  }
}
