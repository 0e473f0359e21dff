/**
 * The scenario switches of the account channel and the user calls (issue 13): domainUpdate with
 * every flag, the statement's answer form, and creatorName in bet lists.
 */
import { calls } from '@esk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboundEvent } from '../src/exchange/outbox';
import { createHarness, type Harness } from './harness';

let h: Harness;
let pushes: OutboundEvent[];
beforeEach(async () => {
  h = await createHarness();
  pushes = [];
  h.sim.exchange.outbox.subscribe((event) => pushes.push(event));
});
afterEach(async () => {
  await h.close();
});

const domainPushes = () => pushes.filter((event) => event.event === 'domainUpdate');

describe('domain.update', () => {
  it('a notice change pushes isDomainSettingUpdate to every account socket', () => {
    h.sim.trigger({ type: 'domain.update', clientNotification: 'Rain delay in Chennai' });
    expect(domainPushes()).toEqual([
      { to: 'channel', channel: 'account', event: 'domainUpdate', payload: { isDomainSettingUpdate: true } },
    ]);
    expect(h.services.exchange.domain.clientNotification).toBe('Rain delay in Chennai');
  });

  it('sends sportListUpdate, isLogout and isRefresh as given, without a settings reload when no notice changed', () => {
    h.sim.trigger({ type: 'domain.update', sportListUpdate: true });
    h.sim.trigger({ type: 'domain.update', isRefresh: true, isLogout: false });
    expect(domainPushes().map((event) => event.payload)).toEqual([
      { sportListUpdate: true },
      { isLogout: false, isRefresh: true },
    ]);
  });

  it('sets the global offset the matka pages take off the single digit, and says the settings changed', async () => {
    h.sim.trigger({ type: 'domain.update', globalOffset: 0.5 });
    expect(domainPushes().map((event) => event.payload)).toEqual([{ isDomainSettingUpdate: true }]);
    const answer = await h.call(calls.website.domainSettingByDomainName, { domainUrl: 'localhost' });
    expect(answer.read.ok).toBe(true);
    expect(answer.raw.data).toMatchObject({ globalOffset: 0.5 });
  });

  it('reaches one user only when it names one', async () => {
    const { userId } = await h.login('demo', 'demo1234');
    h.sim.trigger({ type: 'domain.update', isLogout: true, username: 'demo' });
    expect(domainPushes()).toEqual([
      { to: 'user', userId, event: 'domainUpdate', payload: { isLogout: true } },
    ]);
  });

  it('refuses an unknown username', () => {
    expect(() => h.sim.trigger({ type: 'domain.update', isRefresh: true, username: 'nobody' })).toThrow(
      /unknown user nobody/,
    );
  });
});

describe('account.statementForm', () => {
  it('switches user/userStatement to the plain list with the opening balance in message, and back', async () => {
    const { token, userId } = await h.login('demo', 'demo1234');
    h.sim.trigger({ type: 'account.credit', username: 'demo', amount: 500, remark: 'Deposit by upline' });
    h.sim.trigger({ type: 'account.statementForm', form: 'unpaged' });
    const plain = await h.call(calls.user.userStatement, { userId, pageNo: 1, size: 1 }, { token });
    expect(Array.isArray(plain.raw.data)).toBe(true);
    expect(plain.raw.message).toBe('0');
    expect(plain.read.ok && plain.read.value.data).toMatchObject({
      paged: false,
      totalCount: 2,
      statementData: [
        { amount: 500, statementFor: 'ACCOUNT_STATEMENT' },
        { amount: 100000, statementFor: 'ACCOUNT_STATEMENT' },
      ],
    });
    h.sim.trigger({ type: 'account.statementForm', form: 'paged' });
    const paged = await h.call(calls.user.userStatement, { userId, pageNo: 1, size: 1 }, { token });
    expect(paged.read.ok && paged.read.value.data).toMatchObject({
      paged: true,
      totalCount: 2,
      balanceAmount: 100000,
    });
  });
});

describe('account.create', () => {
  it('keeps the creator and the casino multiplier the scenario gives (defaults AGENT and 2)', async () => {
    h.sim.trigger({
      type: 'account.create',
      username: 'pointy',
      password: 'pass1234',
      name: 'Pointy',
      creatorName: 'MASTER RAJ',
      intCasinoMultiply: 5,
    });
    const login = await h.call(calls.user.login, {
      username: 'POINTY',
      password: 'pass1234',
      isClient: true,
      host: 'x',
    });
    expect(login.raw.data).toMatchObject({ intCasinoMultiply: 5 });
    expect(h.services.exchange.accounts.byUsername('pointy')?.creatorName).toBe('MASTER RAJ');
    expect(h.services.exchange.accounts.byUsername('demo')).toMatchObject({
      creatorName: 'AGENT',
      intCasinoMultiply: 2,
    });
  });
});
