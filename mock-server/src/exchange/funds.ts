/**
 * The one ledger of truth. Coins change only by `post`, which appends a statement row;
 * exposure is the sum over the user's open markets of each market's worst-case loss,
 * set by the area that owns the market. Both push `coinUpdate` to the user. Everything
 * the API shows about money (balance, exposure, statement, ledger, reports) is derived
 * from here.
 */
import { events } from '@esk/contracts';
import { MAX_COINS } from '@esk/contracts/wire';
import type { ExchangeContext } from './context';
import { Rejection } from './errors';
import { MAX_PAISE, type Paise, toCoins } from './money';

/** Values of the statement's statementFor field. */
export type StatementFor = 'ACCOUNT_STATEMENT' | 'profitLoss' | 'diamondCasino' | 'internationalCasino';

/** Which ledger row a money movement belongs to (one row per settled event). */
export interface LedgerRef {
  /** 'diamondCasino' and 'internationalCasino' link to casino reports; anything else to ledger-details/{marketId}. */
  ledgerType: string;
  /** Groups entries into one ledger row, e.g. 'sports:1.234' or 'diamondCasino:3032:2026-11-21'. */
  key: string;
  eventName: string;
  marketId: string;
  eventId: string;
  /** Epoch ms the ledger row is dated (the event's day for casino). */
  date: number;
  /** Ledger 'Won By' remark: winner, result. */
  wonBy: string;
}

export interface StatementEntry {
  id: string;
  userId: string;
  at: number;
  amount: Paise;
  /** Balance right after this entry. */
  balance: Paise;
  remark: string;
  statementFor: StatementFor;
  /** Commission entries are listed apart in the ledger details. */
  isCommission?: boolean;
  ledger?: LedgerRef;
}

export interface PostInput {
  remark: string;
  statementFor: StatementFor;
  isCommission?: boolean;
  ledger?: LedgerRef;
}

export class Funds {
  #entries = new Map<string, StatementEntry[]>();
  #balance = new Map<string, Paise>();
  #exposure = new Map<string, Map<string, Paise>>();
  #exposureTotal = new Map<string, Paise>();

  constructor(private readonly ctx: ExchangeContext) {}

  balance(userId: string): Paise {
    return this.#balance.get(userId) ?? 0;
  }

  /** Total exposure: zero or negative (a liability). */
  exposure(userId: string): Paise {
    return this.#exposureTotal.get(userId) ?? 0;
  }

  /** The exposure one market holds for the user (zero or negative). */
  marketExposure(userId: string, marketKey: string): Paise {
    return this.#exposure.get(userId)?.get(marketKey) ?? 0;
  }

  available(userId: string): Paise {
    return this.balance(userId) + this.exposure(userId);
  }

  entries(userId: string): readonly StatementEntry[] {
    return this.#entries.get(userId) ?? [];
  }

  /**
   * Appends a statement row and moves the balance by `amount` (positive credit, negative
   * debit). Every amount and balance is a whole number of paise within ±MAX_PAISE, so a
   * balance is always finite and exact; anything else is refused before it is applied.
   */
  post(userId: string, amount: Paise, input: PostInput): StatementEntry {
    if (!Number.isSafeInteger(amount) || Math.abs(amount) > MAX_PAISE) {
      throw new Rejection(`amount must be whole paise within ±${MAX_COINS} coins, got ${amount / 100}`);
    }
    const balance = this.balance(userId) + amount;
    if (Math.abs(balance) > MAX_PAISE) {
      throw new Rejection(`the balance would pass the limit of ${MAX_COINS} coins`);
    }
    const entry: StatementEntry = {
      id: this.ctx.nextId('st'),
      userId,
      at: this.ctx.now(),
      amount,
      balance,
      ...input,
    };
    const list = this.#entries.get(userId) ?? [];
    list.push(entry);
    this.#entries.set(userId, list);
    this.#balance.set(userId, balance);
    this.notify(userId);
    return entry;
  }

  /**
   * Refuses when the wallet cannot cover the market's new worst case: balance plus every
   * other market's exposure plus this market's new worst loss must stay at or above zero.
   */
  assertCanCover(userId: string, marketKey: string, newWorst: Paise): void {
    const others = this.exposure(userId) - this.marketExposure(userId, marketKey);
    if (this.balance(userId) + others + Math.min(0, newWorst) < 0) {
      throw new Rejection('Insufficient balance');
    }
  }

  /** Refuses a withdrawal the wallet cannot cover: balance plus open exposure must stay at or above zero. */
  assertCanWithdraw(userId: string, amount: Paise): void {
    if (this.available(userId) + amount < 0) {
      throw new Rejection(
        `Insufficient balance: ${toCoins(-amount)} asked, ${toCoins(this.available(userId))} available`,
      );
    }
  }

  /** Sets the market's worst-case loss for the user (values above zero count as zero exposure). */
  setExposure(userId: string, marketKey: string, worst: Paise, notify = true): void {
    const value = Math.min(0, worst);
    const markets = this.#exposure.get(userId) ?? new Map<string, Paise>();
    const before = markets.get(marketKey) ?? 0;
    if (value === 0) markets.delete(marketKey);
    else markets.set(marketKey, value);
    this.#exposure.set(userId, markets);
    this.#exposureTotal.set(userId, (this.#exposureTotal.get(userId) ?? 0) - before + value);
    if (notify && before !== value) this.notify(userId);
  }

  /** The wallet as the API shows it. */
  wallet(userId: string): { coins: number; exposure: number } {
    return { coins: toCoins(this.balance(userId)), exposure: toCoins(this.exposure(userId)) };
  }

  notify(userId: string): void {
    this.ctx.outbox.toUser(userId, events.account.coinUpdate, this.wallet(userId));
  }
}
