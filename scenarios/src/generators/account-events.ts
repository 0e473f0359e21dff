/**
 * Accounts at the start, the upline's notices, and account events on the timeline:
 * credits and debits from the upline, notice changes, domain updates, forced logouts.
 */
import type { AccountEvent } from '../format/accounts';
import type { Scenario } from '../scenario';
import { scenarioAccounts } from '../scenario';
import { defaultPassword } from '../standard-accounts';
import { type GeneratorContext, repeatEvery } from './context';

/** account.create for every account, then the opening notices. */
export function startAccounts(ctx: GeneratorContext, scenario: Scenario): void {
  const faker = ctx.fakerFor('accounts');
  for (const account of scenarioAccounts(scenario)) {
    ctx.emit({
      type: 'account.create',
      username: account.username,
      password: account.password ?? defaultPassword(account.username),
      name: account.name ?? faker.person.fullName(),
      userType: account.userType,
      coins: account.coins,
      isPasswordChanged: account.isPasswordChanged,
      rateDifference: account.rateDifference,
      betChipsModal: account.betChipsModal,
      ...(account.creatorName !== undefined ? { creatorName: account.creatorName } : {}),
      ...(account.intCasinoMultiply !== undefined ? { intCasinoMultiply: account.intCasinoMultiply } : {}),
    });
  }
  if (scenario.domain) ctx.emit({ type: 'domain.update', ...scenario.domain });
}

function emitEvent(ctx: GeneratorContext, event: AccountEvent, n: number): void {
  if ('credit' in event) {
    const { username, amount, remark } = event.credit;
    ctx.emit({ type: 'account.credit', username, amount, remark: remark ?? 'Deposit by upline' });
  } else if ('debit' in event) {
    const { username, amount, remark, allowNegative } = event.debit;
    ctx.emit({
      type: 'account.credit',
      username,
      amount: -amount,
      remark: remark ?? 'Withdrawal by upline',
      ...(allowNegative ? { allowNegative } : {}),
    });
  } else if ('notice' in event) {
    const texts = typeof event.notice === 'string' ? [event.notice] : event.notice;
    ctx.emit({ type: 'domain.update', clientNotification: texts[n % texts.length] as string });
  } else if ('domain' in event) {
    ctx.emit({ type: 'domain.update', ...event.domain });
  } else {
    ctx.emit({ type: 'account.forceLogout', username: event.logout });
  }
}

export function startAccountEvents(ctx: GeneratorContext, events: readonly AccountEvent[]): void {
  for (const event of events) {
    repeatEvery(ctx, ctx.startAt + event.at, event.every, (n) => {
      emitEvent(ctx, event, n);
      return true;
    });
  }
}

/** The raw timeline: each action at its time, in the order written. */
export function startTimeline(ctx: GeneratorContext, scenario: Scenario): void {
  for (const entry of scenario.timeline) ctx.at(ctx.startAt + entry.at, () => ctx.emit(entry.action));
}
