/**
 * user/* routes: thin adapters from the contracts to the exchange.
 */
import { calls } from '@esk/contracts';
import { findProviderGame } from '@esk/contracts/catalog/int-casino';
import type { FastifyInstance } from 'fastify';
import type { User } from '../exchange/accounts';
import { Forbidden, Rejection } from '../exchange/errors';
import type { StatementEntry } from '../exchange/funds';
import { toCoins } from '../exchange/money';
import { ledgerView, statementPage } from '../exchange/statement';
import { registerCall } from '../http/call-route';
import type { Services } from '../services';
import { providerGameUrl } from './int-casino';

const { user: userCalls } = calls;

export function userRecord(services: Services, user: User, token: string) {
  return {
    token,
    userId: user.userId,
    userType: user.userType,
    username: user.username,
    name: user.name,
    betChipsData: user.betChips,
    rateReffrence: user.rateDifference / 100,
    betChipsModal: user.betChipsModal,
    intCasinoMultiply: user.intCasinoMultiply,
    isPasswordChanged: user.isPasswordChanged,
    balance: toCoins(services.exchange.funds.balance(user.userId)),
  };
}

/** The login answer of a replayed recording's user: the recorded record, with this session's ids. */
function recordedUserRecord(services: Services, user: User, token: string) {
  const { recording } = services.exchange.areas;
  if (recording.username?.toUpperCase() !== user.username) return undefined;
  const data = recording.loginData(user.userId);
  return data && ({ ...data, token } as unknown as ReturnType<typeof userRecord>);
}

/** A client sees only its own books; an absent userId means the signed-in user (as real clients send it). */
function assertSelf(user: User, userId: string | undefined): void {
  if (userId !== undefined && user.userId !== userId)
    throw new Forbidden('You can only see your own account');
}

export function userRoutes(app: FastifyInstance, services: Services): void {
  sessionRoutes(app, services);
  settingsRoutes(app, services);
  bookRoutes(app, services);
}

/** Signing in and out, the login check, the password change. */
function sessionRoutes(app: FastifyInstance, services: Services): void {
  const ex = () => services.exchange;

  registerCall(app, services, userCalls.login, async ({ body, request }) => {
    services.loginThrottle.attempt(body.username, request.ip);
    const { user, session } = await ex().accounts.login(body.username, body.password);
    services.loginThrottle.succeeded(body.username, request.ip);
    // The request now has a signed-in session: the journal names it, so a replay can re-open it.
    request.auth = { user, session };
    return {
      message: 'Login successfully',
      token: session.token,
      data: recordedUserRecord(services, user, session.token) ?? userRecord(services, user, session.token),
    };
  });

  registerCall(app, services, userCalls.logout, ({ session }) => {
    const ended = ex().accounts.revoke(session.token, 'logout');
    if (ended) ex().endSessions([ended]);
    return { message: 'Logged out', data: { message: 'Logged out' } };
  });

  registerCall(app, services, userCalls.userLoginCheck, ({ user }) => ({
    message: 'User is logged in',
    data: {
      isLogin: true,
      userId: user.userId,
      userType: user.userType,
      isPasswordChanged: user.isPasswordChanged,
    },
  }));

  registerCall(app, services, userCalls.updateUserPassword, async ({ body, user }) => {
    ex().endSessions(await ex().accounts.changePassword(user, body.oldPassword, body.password));
    return { message: 'Password changed successfully', data: { message: 'Password changed successfully' } };
  });
}

/** The user's own settings: stake chips, rate difference, the bet modal switch. */
function settingsRoutes(app: FastifyInstance, services: Services): void {
  registerCall(app, services, userCalls.userUpdate, ({ body, user }) => {
    assertSelf(user, body.userId);
    user.betChips = Object.fromEntries(
      Object.entries(body.betChipsData).map(([key, value]) => [key, Number(value)]),
    );
    return {
      message: 'User updated successfully',
      data: { message: 'User updated successfully', betChipsData: user.betChips },
    };
  });

  registerCall(app, services, userCalls.updateRateReffrenece, ({ body, user }) => {
    user.rateDifference = body.rate;
    return {
      message: 'Rate updated successfully',
      data: { message: 'Rate updated successfully', rateReffrenec: body.rate / 100 },
    };
  });

  registerCall(app, services, userCalls.updateBetChipsModal, ({ body, user }) => {
    user.betChipsModal = body.status;
    return { message: 'Bet modal setting updated', data: { betChipsModal: user.betChipsModal } };
  });
}

/** The user's books: balance, statement, ledger, and the embedded casino's sign-in URL. */
function bookRoutes(app: FastifyInstance, services: Services): void {
  const ex = () => services.exchange;

  registerCall(app, services, userCalls.userBalance, ({ user }) => ({
    message: 'Success',
    data: ex().funds.wallet(user.userId),
  }));

  registerCall(app, services, userCalls.userStatement, ({ body, user }) => {
    assertSelf(user, body.userId);
    const rowWire = (row: StatementEntry) => ({
      _id: row.id,
      createdAt: new Date(row.at).toISOString(),
      remark: row.remark,
      amount: toCoins(row.amount),
      statementFor: row.statementFor,
      newAmount: toCoins(row.balance),
    });
    if (ex().statementForm === 'unpaged') {
      // The plain-list form: every row of the range, the opening balance in message.
      const all = statementPage(ex().funds.entries(user.userId), { ...body, pageNo: 1, size: undefined });
      return { message: String(toCoins(all.balanceAmount)), data: all.rows.map(rowWire) };
    }
    const page = statementPage(ex().funds.entries(user.userId), body);
    return {
      message: 'Success',
      data: {
        totalCount: page.totalCount,
        balanceAmount: toCoins(page.balanceAmount),
        statementData: page.rows.map(rowWire),
      },
    };
  });

  registerCall(app, services, userCalls.userLedger, ({ body, user }) => {
    assertSelf(user, body.downlineUserId);
    const view = ledgerView(ex().funds.entries(user.userId));
    return {
      message: 'Success',
      data: {
        calAmount: toCoins(view.total),
        creditAmount: toCoins(view.credit),
        debitAmount: toCoins(view.debit),
        ledgerData: view.lines.map((line) => ({
          _id: line.ref.key,
          userId: user.userId,
          createdAt: new Date(line.at).toISOString(),
          eventName: line.ref.eventName,
          balance: toCoins(line.balance),
          amount: toCoins(line.amount),
          ledgerType: line.ref.ledgerType,
          remark: line.ref.wonBy,
          userType: user.userType,
          marketId: line.ref.marketId,
          date: line.ref.date,
          eventId: line.ref.eventId,
        })),
      },
    };
  });

  // The embedded casino (001 §2.4) and, on the mock, the virtual games (001 §2.3): a page of the
  // simulated provider (routes/int-casino.ts) signed in by a game token in its query, never the
  // session's token (a URL ends up in history, logs and Referers): only the provider's API takes it.
  registerCall(app, services, userCalls.casinoLoginUrl, ({ body, session }) => {
    if (!findProviderGame(body.gameId)) throw new Rejection(`No game found: ${body.gameId}`);
    const token = services.exchange.accounts.issueGameToken(session);
    return { message: 'Success', data: { url: providerGameUrl(services.publicUrl(), body.gameId, token) } };
  });
}
