/**
 * Export and replay from the page: run a scenario a little, export the journal (a download:
 * NDJSON, a header then the entries), replay that file in a fresh page load and read the
 * comparison (the same), then replay a copy with one event altered and read the first
 * difference with both sides.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../../fixtures/test';

const dir = mkdtempSync(join(tmpdir(), 'esk-e2e-journal-'));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Line {
  seq?: number;
  kind?: string;
  event?: { to: string; payload: unknown };
  [field: string]: unknown;
}

test('a journal exported from the page replays the same, and an altered one shows its first difference', async ({
  controlRoom: control,
  sim,
}) => {
  test.setTimeout(150_000);
  await control.loadPaused('smoke');
  // A client's request, so the replay has one to re-send.
  const login = await control.page.request.post('/v1/user/login', {
    data: { username: 'DEMO', password: 'demo1234', isClient: true, host: 'e2e' },
  });
  expect(login.ok()).toBe(true);
  await sim.advanceTo(20_000);

  const exported = await control.exportJournal();
  const lines = readFileSync(exported, 'utf8').trim().split('\n');
  const [header, ...entries] = lines.map((line) => JSON.parse(line) as Line);
  expect(header).toMatchObject({ scenario: 'smoke', seed: expect.any(String) });
  expect(entries.filter((entry) => entry.kind === 'action').length).toBeGreaterThan(10);
  expect(entries.some((entry) => entry.kind === 'request' && entry.path === '/v1/user/login')).toBe(true);

  // A fresh page load replays the file: the same.
  await control.page.reload();
  await expect(control.connection).toHaveText('Live');
  await control.replayFile(exported, 'journal.ndjson');
  await expect(control.comparison).toContainText('Same');
  await expect(control.comparison).toContainText('Same: the replay emitted every recorded event');
  await expect(control.comparison).toContainText(/1 requests re-sent, [1-9]\d* events equal/);

  // One event's payload altered: the comparison names that entry and shows both sides.
  const altered = entries.filter((entry) => entry.kind === 'event' && entry.event?.to !== 'socket')[3];
  if (!altered?.event) throw new Error('the export has too few events to alter one');
  altered.event.payload = 'altered by the test';
  const alteredFile = join(dir, 'altered.ndjson');
  writeFileSync(alteredFile, `${[header, ...entries].map((line) => JSON.stringify(line)).join('\n')}\n`);
  await control.replayFile(alteredFile, 'altered.ndjson');
  await expect(control.comparison).toContainText('Different');
  await expect(control.comparison).toContainText(`Different from journal entry #${altered.seq}`);
  await expect(control.comparison.getByRole('region', { name: 'In the export: payload' })).toContainText(
    'altered by the test',
  );
  await expect(control.comparison.getByRole('region', { name: 'In the replay: payload' })).not.toContainText(
    'altered by the test',
  );
  await expect(control.comparison.getByRole('list', { name: 'What differs' })).toContainText(
    'payload differs',
  );
});
