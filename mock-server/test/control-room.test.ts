/**
 * The control room's server side: the page at /__control, its socket namespace pushing the
 * live state and the journal as it grows, the admin token off loopback, and CONTROL=off.
 */

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calls } from '@esk/contracts';
import { CONTROL_NAMESPACE, controlEvents } from '@esk/contracts/control';
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

const TOKEN = 'control-room-test-token-0001';
let harness: Harness | undefined;
let socket: Socket | undefined;

afterEach(async () => {
  socket?.close();
  socket = undefined;
  await harness?.close();
  harness = undefined;
});

async function connect(h: Harness, auth: Record<string, string> = {}) {
  const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
  const client = io(`${address}${CONTROL_NAMESPACE}`, {
    transports: ['websocket'],
    reconnection: false,
    auth,
  });
  socket = client;
  return client;
}

const next = <T>(client: Socket, event: string, accept: (payload: T) => boolean = () => true) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} arrived`)), 4000);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      client.off(event, listener);
      resolve(payload);
    };
    client.on(event, listener);
  });

describe('the control room', () => {
  it('pushes the live state on connect and a triggered action as it is journaled', async () => {
    harness = await createHarness();
    const client = await connect(harness);
    const state = controlEvents.state.parse(await next(client, 'state'));
    expect(state.status.scenario).toBe('sandbox');
    expect(state.users.map((user) => user.username)).toContain('DEMO');

    const journaled = next<{ entries: { kind: string; action?: { type: string } }[] }>(
      client,
      'journal',
      (batch) => batch.entries.some((entry) => entry.action?.type === 'domain.update'),
    );
    const answer = await harness.call(calls.admin.trigger, {
      type: 'domain.update',
      clientNotification: 'Welcome to the demo',
    });
    expect(answer.status).toBe(200);
    const batch = controlEvents.journal.parse(await journaled);
    expect(batch.reset).toBe(false);
  }, 20_000);

  it('pushes the schedule on connect and again once a clock command moves past its first item', async () => {
    harness = await createHarness({ SCENARIO: 'sports-settlement', START_AT: 'scenario' });
    const client = await connect(harness);
    const first = controlEvents.schedule.parse(await next(client, 'schedule'));
    const soonest = first.areas.find((area) => area.area === 'sports')?.next[0];
    if (!soonest) throw new Error('no sports action scheduled');
    expect(soonest.at).toBeGreaterThan(first.now);

    const moved = next<unknown>(client, 'schedule', (payload) => {
      const read = controlEvents.schedule.safeParse(payload);
      return read.success && read.data.now >= soonest.at;
    });
    const answer = await harness.call(calls.admin.clock, { command: 'seek', to: soonest.at });
    expect(answer.status).toBe(200);
    const after = controlEvents.schedule.parse(await moved);
    const sports = after.areas.find((area) => area.area === 'sports')?.next ?? [];
    expect(sports.every((item) => item.at > soonest.at)).toBe(true);
  }, 20_000);

  it('sends each page its schedule for the window it asks, and ignores a malformed ask', async () => {
    harness = await createHarness({ SCENARIO: 'sports-settlement', START_AT: 'scenario' });
    const client = await connect(harness);
    expect(controlEvents.schedule.parse(await next(client, 'schedule')).windowMs).toBe(30 * 60_000);
    // Built in slices between other work: what is known first, then the whole window.
    const wider = next<{ windowMs?: unknown }>(
      client,
      'schedule',
      (payload) => payload.windowMs === 2 * 3_600_000,
    );
    client.emit('scheduleWindow', { windowMs: 2 * 3_600_000 });
    const read = controlEvents.schedule.parse(await wider);
    expect(read.windowMs).toBe(2 * 3_600_000);
    expect(read.areas.flatMap((area) => area.next).every((item) => item.at <= read.now + 2 * 3_600_000)).toBe(
      true,
    );

    client.emit('scheduleWindow', { windowMs: 'all of it' });
    client.emit('refresh');
    expect(controlEvents.schedule.parse(await next(client, 'schedule')).windowMs).toBe(2 * 3_600_000);
  }, 20_000);

  it('catches a look-ahead up with a clock far ahead in slices: nothing yet, then the schedule', async () => {
    harness = await createHarness();
    harness.sim.seek(harness.sim.clock.now() + 3 * 86_400_000);
    const client = await connect(harness);
    // Both may arrive in one packet: every schedule is kept from the start.
    const windows: number[] = [];
    await next<unknown>(client, 'schedule', (payload) => {
      windows.push(controlEvents.schedule.parse(payload).windowMs);
      return windows.at(-1) === 30 * 60_000;
    });
    expect(windows).toEqual([0, 30 * 60_000]);
  }, 20_000);

  it('refuses a socket without the admin token off loopback', async () => {
    harness = await createHarness({ HOST: '0.0.0.0', ADMIN_TOKEN: TOKEN });
    const refused = await connect(harness);
    await expect(
      new Promise((resolve, reject) => {
        refused.once('connect', () => resolve('connected'));
        refused.once('connect_error', (error) => reject(error));
      }),
    ).rejects.toThrow('The control room needs the admin token');
    refused.close();

    const address = harness.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const allowed = io(`http://127.0.0.1:${port}${CONTROL_NAMESPACE}`, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: TOKEN },
    });
    socket = allowed;
    expect(controlEvents.state.parse(await next(allowed, 'state')).status.scenario).toBe('sandbox');
  }, 20_000);

  it('serves the control room at /__control and /__control/, never the player app there', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'esk-dist-'));
    writeFileSync(join(dist, 'index.html'), '<title>player</title>');
    writeFileSync(join(dist, 'control.html'), '<title>control room</title>');
    harness = await createHarness({ CLIENT_DIST: dist });
    for (const url of ['/__control', '/__control/', '/__control/?seed=1']) {
      const page = await harness.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('control room');
    }
    expect((await harness.app.inject({ method: 'GET', url: '/main/dashboard' })).body).toContain('player');
  }, 20_000);

  it('is gone with CONTROL=off: no page, no namespace', async () => {
    harness = await createHarness({ CONTROL: 'off' });
    const page = await harness.app.inject({ method: 'GET', url: '/__control' });
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toMatch(/CONTROL=off/);
    const client = await connect(harness);
    await expect(
      new Promise((resolve, reject) => {
        client.once('connect', () => resolve('connected'));
        client.once('connect_error', (error) => reject(error));
      }),
    ).rejects.toThrow('Invalid namespace');
  }, 20_000);
});
