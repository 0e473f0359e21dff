import { describeIssues, type EventContract, issuePaths, type PayloadOf } from '@esk/contracts';
import type { Socket } from 'socket.io-client';

/** Parses a pushed payload with its contract; a malformed one is logged and dropped, never thrown. */
export function parsePayload<E extends EventContract>(
  contract: E,
  raw: unknown,
  eventName: string = contract.event,
): PayloadOf<E> | undefined {
  const parsed = contract.payload.safeParse(raw);
  if (parsed.success) return parsed.data as PayloadOf<E>;
  console.error(
    `[socket] ${contract.channel} "${eventName}": malformed payload; drifting fields: ${issuePaths(
      parsed.error,
    ).join(', ')} (${describeIssues(parsed.error)})`,
    raw,
  );
  return undefined;
}

/** Emits a client-to-server event, checking it against its contract first (a mismatch is logged). */
export function emitEvent<E extends EventContract>(socket: Socket, contract: E, payload: PayloadOf<E>): void {
  const checked = contract.payload.safeParse(payload);
  if (!checked.success) {
    console.error(
      `[socket] ${contract.channel} "${contract.event}": outgoing payload does not match its contract`,
    );
  }
  socket.emit(contract.event, payload);
}
