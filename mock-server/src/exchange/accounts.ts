/**
 * Users and sessions. Usernames are matched upper-case; passwords are stored as scrypt
 * hashes; tokens come from the seeded Rng (so a replay issues the same tokens), expire,
 * and are revoked by logout, password change and forced logout. A revoked token is
 * remembered so the API can answer "session revoked" (code 3) rather than "unknown token".
 */
import { scryptSync, timingSafeEqual } from 'node:crypto';
import { DEFAULT_BET_CHIPS } from '@esk/contracts/catalog/sports';
import type { UserType } from '@esk/contracts/http/user';
import type { ExchangeContext } from './context';
import { Rejection, Unauthorised } from './errors';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const SESSION_REVOKED = 3;

export interface User {
  userId: string;
  username: string;
  name: string;
  userType: UserType;
  passwordHash: string;
  isPasswordChanged: boolean;
  /** 1-5; the API shows it as value / 100. */
  rateDifference: number;
  betChipsModal: boolean;
  betChips: Record<string, number>;
  intCasinoMultiply: number;
  createdAt: number;
}

export interface Session {
  token: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  revoked?: 'logout' | 'password-changed' | 'forced-logout';
}

const SCRYPT = { N: 1 << 14, r: 8, p: 1 } as const;

export function hashPassword(password: string, salt: string): string {
  return `${salt}:${scryptSync(password, salt, 32, SCRYPT).toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [salt, hex] = stored.split(':');
  if (!salt || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = scryptSync(password, salt, 32, SCRYPT);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export interface NewUser {
  username: string;
  password: string;
  name: string;
  userType: UserType;
  isPasswordChanged: boolean;
  rateDifference: number;
  betChipsModal: boolean;
}

export class Accounts {
  #byId = new Map<string, User>();
  #byName = new Map<string, User>();
  #sessions = new Map<string, Session>();

  constructor(private readonly ctx: ExchangeContext) {}

  create(input: NewUser): User {
    const username = input.username.toUpperCase();
    if (this.#byName.has(username)) throw new Rejection(`User ${username} already exists`);
    const rng = this.ctx.rng;
    const user: User = {
      userId: rng.hex(12),
      username,
      name: input.name,
      userType: input.userType,
      passwordHash: hashPassword(input.password, rng.hex(16)),
      isPasswordChanged: input.isPasswordChanged,
      rateDifference: input.rateDifference,
      betChipsModal: input.betChipsModal,
      betChips: { ...DEFAULT_BET_CHIPS },
      intCasinoMultiply: 2,
      createdAt: this.ctx.now(),
    };
    this.#byId.set(user.userId, user);
    this.#byName.set(username, user);
    return user;
  }

  all(): User[] {
    return [...this.#byId.values()];
  }

  byId(userId: string): User | undefined {
    return this.#byId.get(userId);
  }

  byUsername(username: string): User | undefined {
    return this.#byName.get(username.toUpperCase());
  }

  /** Checks the credentials and opens a session. Non-clients may log in; the client refuses them. */
  login(username: string, password: string): { user: User; session: Session } {
    const user = this.byUsername(username);
    if (!user || !verifyPassword(password, user.passwordHash)) {
      throw new Rejection('Invalid username or password');
    }
    const now = this.ctx.now();
    const session: Session = {
      token: this.ctx.rng.hex(24),
      userId: user.userId,
      createdAt: now,
      expiresAt: now + SESSION_TTL_MS,
    };
    this.#sessions.set(session.token, session);
    return { user, session };
  }

  /** The user behind a bearer token; throws Unauthorised (code 3 when the session was ended). */
  authenticate(token: string | undefined): { user: User; session: Session } {
    if (!token) throw new Unauthorised('Unauthorised: missing bearer token');
    const session = this.#sessions.get(token);
    if (!session) throw new Unauthorised('Unauthorised: unknown token');
    if (session.revoked)
      throw new Unauthorised('Your session has ended, please log in again', SESSION_REVOKED);
    if (session.expiresAt <= this.ctx.now()) {
      throw new Unauthorised('Your session has expired, please log in again', SESSION_REVOKED);
    }
    const user = this.#byId.get(session.userId);
    if (!user) throw new Unauthorised('Unauthorised: unknown user');
    return { user, session };
  }

  /** Ends every live session of a user; returns how many were ended. */
  revokeAll(userId: string, reason: NonNullable<Session['revoked']>): number {
    let ended = 0;
    for (const session of this.#sessions.values()) {
      if (session.userId === userId && !session.revoked) {
        session.revoked = reason;
        ended++;
      }
    }
    return ended;
  }

  revoke(token: string, reason: NonNullable<Session['revoked']>): void {
    const session = this.#sessions.get(token);
    if (session && !session.revoked) session.revoked = reason;
  }

  changePassword(user: User, oldPassword: string, newPassword: string): void {
    if (!verifyPassword(oldPassword, user.passwordHash)) throw new Rejection('Old password is incorrect');
    if (oldPassword === newPassword) throw new Rejection('New password must differ from the old password');
    user.passwordHash = hashPassword(newPassword, this.ctx.rng.hex(16));
    user.isPasswordChanged = true;
    this.revokeAll(user.userId, 'password-changed');
  }
}
