/**
 * The exchange: accounts, funds and the four areas, applying scenario actions and
 * answering the API's commands. All time comes from `ctx.now` (the scenario's clock),
 * all randomness from `ctx.rng` (the scenario's seed).
 */
import { events } from '@esk/contracts';
import type { ApiProfile } from '@esk/contracts/api-profile';
import type { ActionOf, ActionsOf, ScenarioAction } from '@esk/scenarios/actions';
import type { VirtualClock } from '@esk/scenarios/clock';
import type { Rng } from '@esk/scenarios/rng';
import { Accounts, type Session } from './accounts';
import { type ActionHandlers, routeAction } from './action-routes';
import type { AreaModule, AreaPrefix, PendingBet } from './area';
import { type AreaOptions, createAreas, type ExchangeAreas } from './areas';
import { createIdSource, type ExchangeContext } from './context';
import { DriftFaults } from './drift';
import { Faults } from './faults';
import { Funds } from './funds';
import { IdempotencyStore, type RecordedReply } from './idempotency';
import { toPaise } from './money';
import { Outbox } from './outbox';

export interface ExchangeOptions extends AreaOptions {
  /**
   * When the live exchange begins: the scenario's start, after its played past. Before it,
   * pushes go nowhere (Outbox) and the periodic room pushes wait for it, so a week of past
   * plays without a push a second nobody could receive.
   */
  liveFrom?: number;
  /** What the outbox may push: 'spec' drops what the spec does not name (API_PROFILE). */
  profile?: ApiProfile;
}

export interface DomainSettings {
  clientNotification: string;
  userNotification: string;
  /** The global offset off the matka single digit's 9.5 (display only; designed). */
  globalOffset: number;
}

export class Exchange {
  readonly ctx: ExchangeContext;
  readonly outbox: Outbox;
  readonly accounts: Accounts;
  readonly funds: Funds;
  readonly faults: Faults;
  /** Answers and pushes that drift from their contracts (fault.drift). */
  readonly drift: DriftFaults;
  /** Idempotency-Keys of money calls: they belong to this world and go with it on a load or reset. */
  readonly idempotency: IdempotencyStore<RecordedReply>;
  readonly domain: DomainSettings = { clientNotification: '', userNotification: '', globalOffset: 0 };
  /** The answer form of user/userStatement (a scenario's account.statementForm). */
  statementForm: 'paged' | 'unpaged' = 'paged';
  /** The areas by the prefix of their actions: `areas.sports`, `areas.matka`, ... */
  readonly areas: ExchangeAreas;
  /** Where each action prefix goes: the exchange's own handlers and the areas. */
  readonly #handlers: ActionHandlers;

  #timerIds = new Set<number>();

  constructor(clock: VirtualClock, rng: Rng, options: ExchangeOptions = {}) {
    const now = () => clock.now();
    const liveFrom = options.liveFrom ?? Number.NEGATIVE_INFINITY;
    this.outbox = new Outbox(now, liveFrom, options.profile);
    const track = (id: number) => {
      this.#timerIds.add(id);
      return id;
    };
    this.ctx = {
      now,
      rng: rng.fork('exchange'),
      outbox: this.outbox,
      nextId: createIdSource(),
      timers: {
        every: (intervalMs, run) =>
          track(clock.every(intervalMs, run, Math.max(clock.now() + intervalMs, liveFrom))),
        after: (delayMs, run) => track(clock.after(delayMs, run)),
        cancel: (id) => {
          this.#timerIds.delete(id);
          clock.cancel(id);
        },
      },
    };
    this.#cancelAll = () => {
      for (const id of this.#timerIds) clock.cancel(id);
      this.#timerIds.clear();
    };
    this.accounts = new Accounts(this.ctx);
    this.funds = new Funds(this.ctx);
    this.faults = new Faults(now);
    this.drift = new DriftFaults(now);
    this.idempotency = new IdempotencyStore(now);
    this.areas = createAreas(this, options);
    this.#handlers = {
      ...this.areas,
      account: { apply: (action) => this.#applyAccount(action) },
      domain: { apply: (action) => this.#domainUpdate(action) },
      fault: {
        apply: (action) =>
          action.type === 'fault.drift' ? this.drift.apply(action) : this.faults.apply(action),
      },
    };
  }

  /** Every open bet of the user across areas, newest first. */
  pendingBets(userId: string): PendingBet[] {
    return this.#modules()
      .flatMap((area) => area.pendingBets?.(userId) ?? [])
      .sort((a, b) => b.time - a.time);
  }

  apply(action: ScenarioAction): void {
    routeAction(this.#handlers, action);
  }

  #applyAccount(action: ActionsOf<'account'>): void {
    switch (action.type) {
      case 'account.create': {
        const user = this.accounts.create(action);
        if (action.coins > 0) {
          this.funds.post(user.userId, toPaise(action.coins), {
            remark: 'Opening balance from upline',
            statementFor: 'ACCOUNT_STATEMENT',
          });
        }
        return;
      }
      case 'account.credit': {
        const user = this.#user(action.username);
        const amount = toPaise(action.amount);
        if (amount < 0 && !action.allowNegative) this.funds.assertCanWithdraw(user.userId, amount);
        this.funds.post(user.userId, amount, {
          remark: action.remark,
          statementFor: 'ACCOUNT_STATEMENT',
        });
        return;
      }
      case 'account.forceLogout':
        this.forceLogout(this.#user(action.username).userId);
        return;
      case 'account.statementForm':
        this.statementForm = action.form;
        return;
    }
  }

  /** Ends every session of the user: their sockets hear domainUpdate isLogout, then userLoggedOut and leave. */
  forceLogout(userId: string): void {
    this.outbox.toUser(userId, events.account.domainUpdate, { isLogout: true });
    this.endSessions(this.accounts.revokeAll(userId, 'forced-logout'));
  }

  /**
   * Tells each ended session's sockets (userLoggedOut) and takes them out of the user's
   * rooms, so a revoked login stops receiving that user's pushes.
   */
  endSessions(sessions: readonly Session[]): void {
    for (const session of sessions) {
      this.outbox.toSession(
        session.id,
        events.account.userLoggedOut,
        { isLogout: true, userId: session.userId },
        { end: true },
      );
    }
  }

  #cancelAll: () => void;

  /**
   * New notices and the domainUpdate push: isDomainSettingUpdate when a notice changed (or no
   * switch was given), plus the switches the action gives, to everyone or to one user.
   */
  #domainUpdate(action: ActionOf<'domain.update'>): void {
    const noticeChanged =
      action.clientNotification !== undefined ||
      action.userNotification !== undefined ||
      action.globalOffset !== undefined;
    if (action.globalOffset !== undefined) this.domain.globalOffset = action.globalOffset;
    if (action.clientNotification !== undefined) this.domain.clientNotification = action.clientNotification;
    if (action.userNotification !== undefined) this.domain.userNotification = action.userNotification;
    const switches = {
      ...(action.sportListUpdate !== undefined ? { sportListUpdate: action.sportListUpdate } : {}),
      ...(action.isLogout !== undefined ? { isLogout: action.isLogout } : {}),
      ...(action.isRefresh !== undefined ? { isRefresh: action.isRefresh } : {}),
    };
    const payload = {
      ...(noticeChanged || Object.keys(switches).length === 0 ? { isDomainSettingUpdate: true } : {}),
      ...switches,
    };
    if (action.username === undefined) this.outbox.toChannel(events.account.domainUpdate, payload);
    else this.outbox.toUser(this.#user(action.username).userId, events.account.domainUpdate, payload);
  }

  dispose(): void {
    for (const area of this.#modules()) area.dispose?.();
    this.#cancelAll();
  }

  /** The areas in the order they were built. */
  #modules(): readonly AreaModule<AreaPrefix>[] {
    return Object.values(this.areas);
  }

  #user(username: string) {
    const user = this.accounts.byUsername(username);
    if (!user) throw new Error(`scenario names unknown user ${username}`);
    return user;
  }
}
