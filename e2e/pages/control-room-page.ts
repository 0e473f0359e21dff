import { expect, type Locator, type Page } from '@playwright/test';

/** The simulator's control room (/__control): scenario and clock, demo moments, trigger forms, journal. */
export class ControlRoomPage {
  readonly connection: Locator;
  readonly clock: Locator;
  readonly outcome: Locator;
  readonly moments: Locator;
  readonly trigger: Locator;
  readonly journal: Locator;
  readonly users: Locator;

  constructor(readonly page: Page) {
    this.connection = page.getByRole('banner').getByText(/^(Live|Connecting|Offline|Needs token)$/);
    this.clock = page.getByRole('region', { name: 'Scenario and clock' });
    this.outcome = page.getByRole('status');
    this.moments = this.panel('Demo moments');
    this.trigger = this.panel('Trigger an action');
    this.journal = this.panel('Live journal');
    this.users = this.panel(/^Users/);
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
}
