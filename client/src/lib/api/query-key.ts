import type { CallContract } from '@esk/contracts';

/**
 * The one query-key convention: [path] for the whole endpoint (invalidate everything of
 * a call), [path, body] for one request. Features and socket handlers share it via the contract.
 */
export function callKey(contract: CallContract): readonly [string];
export function callKey<B>(contract: CallContract, body: B): readonly [string, B];
export function callKey(contract: CallContract, ...body: unknown[]): readonly unknown[] {
  return body.length > 0 ? [contract.path, body[0]] : [contract.path];
}
