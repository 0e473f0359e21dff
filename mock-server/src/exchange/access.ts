/**
 * Who may make a call (the contract's `access`), checked in one place for the API
 * (http/call-route.ts) and for a scenario's scripted bettor (player-desk.ts): an agent is
 * not authorised on a client's books; a client who has not set a password may not bet.
 */
import type { CallAccess } from '@esk/contracts';
import type { User } from './accounts';
import { Forbidden } from './errors';

/** The refusal the sports pages have always shown an agent; every client-only call answers it. */
export const NOT_AUTHORISED = 'You Are Not Authorised';
// designed: the spec has no message for it; the client sends such users to change the password first.
export const CHANGE_PASSWORD_FIRST = 'Change your password before placing bets';

/** The contract's access rule for this user: throws 403 when it refuses. */
export function assertAccess(access: CallAccess | undefined, user: User): void {
  if (access === undefined || access === 'user') return;
  if (user.userType !== 'client') throw new Forbidden(NOT_AUTHORISED);
  if (access === 'bettor' && !user.isPasswordChanged) throw new Forbidden(CHANGE_PASSWORD_FIRST);
}
