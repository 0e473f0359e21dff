/**
 * The accounts every built-in scenario creates unless it opts out (standardAccounts: false).
 * Passwords follow one rule, '<username>1234', so QA never has to look them up.
 */
import type { AccountSpec } from './format/accounts';

export const standardAccounts: readonly AccountSpec[] = [
  {
    username: 'demo',
    password: 'demo1234',
    name: 'Demo Client',
    userType: 'client',
    coins: 100_000,
    isPasswordChanged: true,
    rateDifference: 1,
    betChipsModal: true,
  },
  {
    username: 'newbie',
    password: 'newbie1234',
    name: 'New Client',
    userType: 'client',
    coins: 25_000,
    isPasswordChanged: false,
    rateDifference: 1,
    betChipsModal: true,
  },
  ...(
    ['agent', 'subowner', 'owner', 'superadmin', 'admin', 'miniadmin', 'master', 'superagent'] as const
  ).map(
    (userType): AccountSpec => ({
      username: userType,
      password: `${userType}1234`,
      name: `Demo ${userType.charAt(0).toUpperCase()}${userType.slice(1)}`,
      userType,
      coins: 0,
      isPasswordChanged: true,
      rateDifference: 1,
      betChipsModal: true,
    }),
  ),
];

/** The password an account gets when its scenario does not set one. */
export function defaultPassword(username: string): string {
  return `${username}1234`;
}
