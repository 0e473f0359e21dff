/**
 * Users and sessions. Usernames are matched upper-case; passwords are stored as scrypt
 * hashes (passwords.ts). A session has a deterministic id ('session-000001', the name the
 * journal and the socket rooms use) and a random token (crypto, per process: it is never
 * derived from the seed, so an old token cannot authenticate after a reload and nobody
 * who knows the seed can forge one). Sessions expire and are revoked by logout, password
 * change and forced logout; a revoked token is remembered so the API can answer "session
 * revoked" (code 3) rather than "unknown token".
 *
 * Game tokens (designed): what a provider game's frame URL carries instead of the session's
 * token, since a URL ends up in browser history, logs and Referers. One is good for the
 * provider's API only (never /v1), lapses GAME_TOKEN_IDLE_MS after its last use, and dies
 * with its session.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_BET_CHIPS } from '@esk/contracts/catalog/sports';
import type { UserType } from '@esk/contracts/http/user';
import type { ExchangeContext } from './context';
import { Rejection, Unauthorised } from './errors';
import { decoyHash, hashPassword, verifyPassword } from './passwords';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** A game token lapses this long (scenario time) after it was issued or last used. */
export const GAME_TOKEN_IDLE_MS = 15 * 60 * 1000;
/** The most live game tokens one session keeps (each game opening issues one): the oldest go first. */
const GAME_TOKENS_PER_SESSION = 20;

interface GameToken {
  session: Session;
  expiresAt: number;
}
export const SESSION_REVOKED = 3;

export interface User {
  userId: string;
  username: string;
  name: string;
  userType: UserType;
  /** 'salt:hash' (scrypt); a promise while it is being computed off the event loop. */
  passwordHash: Promise<string>;
  isPasswordChanged: boolean;
  /** 1-5; the API shows it as value / 100. */
  rateDifference: number;
  betChipsModal: boolean;
  betChips: Record<string, number>;
  intCasinoMultiply: number;
  /** The upline who created the account (bet lists' userInfo.creatorName). */
  creatorName: string;
  createdAt: number;
}

export interface Session {
  /** Deterministic ('session-000001'): what the journal and the socket rooms name. */
  id: string;
  /** Random: what the client sends as its bearer token. */
  token: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  revoked?: 'logout' | 'password-changed' | 'forced-logout';
}

export interface NewUser {
  username: string;
  password: string;
  name: string;
  userType: UserType;
  isPasswordChanged: boolean;
  rateDifference: number;
  betChipsModal: boolean;
  creatorName: string;
  intCasinoMultiply: number;
}

export class Accounts {
  #byId = new Map<string, User>();
  #byName = new Map<string, User>();
  #sessions = new Map<string, Session>();

  #sessionsById = new Map<string, Session>();
  /** Game tokens by token, oldest first. */
  #gameTokens = new Map<string, GameToken>();

  constructor(private readonly ctx: ExchangeContext) {
    void decoyHash(); // made now, so the first unknown-user login pays one hash like the others
  }

  create(input: NewUser): User {
    const username = input.username.toUpperCase();
    if (this.#byName.has(username)) throw new Rejection(`User ${username} already exists`);
    const rng = this.ctx.rng;
    const user: User = {
      userId: rng.hex(12),
      username,
      name: input.name,
      userType: input.userType,
      passwordHash: hashPassword(input.password),
      isPasswordChanged: input.isPasswordChanged,
      rateDifference: input.rateDifference,
      betChipsModal: input.betChipsModal,
      betChips: { ...DEFAULT_BET_CHIPS },
      intCasinoMultiply: input.intCasinoMultiply,
      creatorName: input.creatorName,
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

  /**
   * Checks the credentials and opens a session. Non-clients may log in; the client refuses them.
   * An unknown username costs the same hashing as a wrong password.
   */
  async login(username: string, password: string): Promise<{ user: User; session: Session }> {
    const user = this.byUsername(username);
    const matches = await verifyPassword(password, await (user?.passwordHash ?? decoyHash()));
    if (!user || !matches) throw new Rejection('Invalid username or password');
    return { user, session: this.openSession(user) };
  }

  /** A new session for the user (login; a journal replay re-opens recorded sessions this way). */
  openSession(user: User): Session {
    const now = this.ctx.now();
    const session: Session = {
      id: this.ctx.nextId('session'),
      token: randomBytes(24).toString('hex'),
      userId: user.userId,
      createdAt: now,
      expiresAt: now + SESSION_TTL_MS,
    };
    this.#sessions.set(session.token, session);
    this.#sessionsById.set(session.id, session);
    return session;
  }

  /** A session by its id (the journal names sessions by id, never by token). */
  sessionById(id: string): Session | undefined {
    return this.#sessionsById.get(id);
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

  /** A new game token for a provider frame of this session (user/casinoLoginUrl). */
  issueGameToken(session: Session): string {
    const now = this.ctx.now();
    let kept = 0;
    // Newest first: a session's oldest tokens past the limit go, and every lapsed one.
    for (const [token, game] of [...this.#gameTokens].reverse()) {
      if (game.expiresAt <= now || game.session.revoked) this.#gameTokens.delete(token);
      else if (game.session === session && ++kept >= GAME_TOKENS_PER_SESSION) this.#gameTokens.delete(token);
    }
    const token = randomBytes(24).toString('hex');
    this.#gameTokens.set(token, { session, expiresAt: now + GAME_TOKEN_IDLE_MS });
    return token;
  }

  /**
   * The user behind a provider API call: a game token (its idle window starts again) or, as
   * the spec's virtual games send it, the session's own token. Throws Unauthorised like
   * authenticate (code 3 once the session ended).
   */
  authenticateGame(token: string | undefined): { user: User; session: Session } {
    const game = token === undefined ? undefined : this.#gameTokens.get(token);
    if (!game) return this.authenticate(token);
    const now = this.ctx.now();
    if (game.expiresAt <= now) {
      throw new Unauthorised(
        'The game has been idle too long: open it again from the casino',
        SESSION_REVOKED,
      );
    }
    const signedIn = this.authenticate(game.session.token);
    game.expiresAt = now + GAME_TOKEN_IDLE_MS;
    return signedIn;
  }

  /** Ends every live session of a user; returns the sessions it ended. */
  revokeAll(userId: string, reason: NonNullable<Session['revoked']>): Session[] {
    const ended: Session[] = [];
    for (const session of this.#sessions.values()) {
      if (session.userId === userId && !session.revoked) {
        session.revoked = reason;
        ended.push(session);
      }
    }
    return ended;
  }

  /** Ends one session; returns it when it was live. */
  revoke(token: string, reason: NonNullable<Session['revoked']>): Session | undefined {
    const session = this.#sessions.get(token);
    if (!session || session.revoked) return undefined;
    session.revoked = reason;
    return session;
  }

  /** Checks the old password, stores the new one and ends every session; returns the sessions ended. */
  async changePassword(user: User, oldPassword: string, newPassword: string): Promise<Session[]> {
    if (!(await verifyPassword(oldPassword, await user.passwordHash))) {
      throw new Rejection('Old password is incorrect');
    }
    if (oldPassword === newPassword) throw new Rejection('New password must differ from the old password');
    user.passwordHash = hashPassword(newPassword);
    user.isPasswordChanged = true;
    return this.revokeAll(user.userId, 'password-changed');
  }
}
