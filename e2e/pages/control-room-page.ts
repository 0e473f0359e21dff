import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The simulator's control room (/__control): scenario and clock with the script's schedule,
 * demo moments, trigger forms, journal with export and replay.
 */
export class ControlRoomPage {
  readonly connection: Locator;
  readonly clock: Locator;
  /** The virtual time the clock bar shows (the schedule below it has times of its own). */
  readonly clockTime: Locator;
  readonly outcome: Locator;
  readonly moments: Locator;
  readonly trigger: Locator;
  readonly journal: Locator;
  readonly users: Locator;
  /** What the script does next, per area (under the clock). */
  readonly schedule: Locator;
  /** The outcome of the last replay: same or different, both sides of the first difference. */
  readonly comparison: Locator;

  constructor(readonly page: Page) {
    this.connection = page.getByRole('banner').getByText(/^(Live|Connecting|Offline|Needs token)$/);
    this.clock = page.getByRole('region', { name: 'Scenario and clock' });
    this.clockTime = this.clock.locator('time').first();
    this.outcome = page.getByRole('status');
    this.moments = this.panel('Demo moments');
    this.trigger = this.panel('Trigger an action');
    this.journal = this.panel('Live journal');
    this.users = this.panel(/^Users/);
    this.schedule = page.getByRole('region', { name: /^Next in the script/ });
    this.comparison = page.getByRole('region', { name: /Replay of / });
  }

  /** A panel by its heading. */
  panel(title: string | RegExp): Locator {
    return this.page.locator('section').filter({ has: this.page.getByRole('heading', { name: title }) });
  }

  async open() {
    await this.page.goto('/__control');
    await expect(this.connection).toHaveText('Live');
  }

  /** Waits for the outcome of the last command ('Load sports-settlement: done'). */
  async expectDone(text: string) {
    await expect(this.outcome).toContainText(`${text}: done`);
  }

  async load(scenario: string) {
    await this.clock.getByLabel('Scenario', { exact: true }).selectOption(scenario);
    await this.clock.getByRole('button', { name: 'Load' }).click();
    await this.expectDone(`Load ${scenario}`);
  }

  /** Loads a scenario from the page and pauses its clock. */
  async loadPaused(scenario: string) {
    await this.load(scenario);
    await this.clockButton('Pause').click();
    await expect(this.phase()).toHaveText('Paused');
  }

  clockButton(name: string): Locator {
    return this.clock.getByRole('button', { name, exact: true });
  }

  phase(): Locator {
    return this.clock.getByText(/^(Running|Paused|Ended)$/);
  }

  /** Fills the trigger form: picks the action, then each field (a select by its option label, or text). */
  async triggerAction(type: string, fields: Record<string, string>) {
    await this.trigger.getByLabel('Action').selectOption(type);
    for (const [name, value] of Object.entries(fields)) {
      const field = this.trigger.getByLabel(name, { exact: false }).first();
      if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
        await field.selectOption({ label: value });
      } else {
        await field.fill(value);
      }
    }
    await this.trigger.getByRole('button', { name: 'Trigger now' }).click();
    await this.expectDone(type);
  }

  /** The journal's rows whose name contains `text` (after filtering by it). */
  async journalRows(text: string, kinds: readonly string[] = ['Requests', 'Actions']) {
    for (const kind of ['Requests', 'Actions', 'Events']) {
      await this.journal.getByLabel(kind).setChecked(kinds.includes(kind));
    }
    await this.journal.getByLabel('Filter by name').fill(text);
    return this.journal.getByRole('listitem').filter({ hasText: text });
  }

  /** An area of the schedule ('Sports'), and its listed actions. */
  scheduleArea(name: string): Locator {
    return this.schedule
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  scheduledItems(area: string): Locator {
    return this.scheduleArea(area).getByRole('listitem');
  }

  /** Exports the journal from the page; resolves with the downloaded file's path. */
  async exportJournal(): Promise<string> {
    const download = this.page.waitForEvent('download');
    await this.journal.getByRole('button', { name: 'Export' }).click();
    const file = await (await download).path();
    if (!file) throw new Error('the export did not download');
    return file;
  }

  /** Replays a journal export through the page's file input and waits for the comparison. */
  async replayFile(path: string, name: string) {
    await this.journal
      .getByLabel('Replay a file')
      .setInputFiles({ name, mimeType: 'application/x-ndjson', buffer: readFileSync(path) });
    await this.expectDone(`Replay ${name}`);
  }
}
