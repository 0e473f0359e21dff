import { expect, type Locator, type Page } from '@playwright/test';

/** What `window.__aviator` (the client's test bridge) reports. */
export interface StageFrame {
  status: 'open' | 'running' | 'waiting' | 'close' | null;
  roundId: string;
  multiplier: number;
  elapsedMs: number;
  crashValue?: number;
  progress: number;
}

export interface StageState {
  renderer: 'webgl' | 'canvas' | 'webgpu' | 'none';
  motion?: 'full' | 'reduced';
  planeWobble?: number;
  planeVisible?: boolean;
}

/** One bet panel: tabs, stake, the BET / CANCEL / Cashout button, auto options, its status line. */
export class AviatorPanel {
  readonly stake: Locator;
  readonly button: Locator;
  readonly status: Locator;
  readonly autoCashOut: Locator;
  readonly target: Locator;

  constructor(readonly root: Locator) {
    this.stake = root.getByRole('textbox', { name: /^Stake/ });
    this.button = root.getByTestId(/^aviator-bet-button-/);
    this.status = root.getByTestId('aviator-panel-status');
    this.autoCashOut = root.getByRole('switch', { name: 'Auto cash out' });
    this.target = root.getByRole('textbox', { name: /^Cash out at/ });
  }

  tab(name: 'Bet' | 'Auto'): Locator {
    return this.root.getByRole('tab', { name, exact: true });
  }

  async setStake(amount: string) {
    await this.stake.fill(amount);
  }

  /** Expects the main button to read BET, CANCEL or Cashout. */
  async expectButton(label: 'BET' | 'CANCEL' | 'Cashout') {
    await expect(this.button).toHaveText(new RegExp(`^${label}`));
  }
}

/** /main/aviator/30303: the stage (read through the test bridge), history, panels, bets list, chat, fairness. */
export class AviatorGamePage {
  readonly root: Locator;
  readonly canvas: Locator;
  readonly history: Locator;
  readonly bets: Locator;
  readonly liveBettors: Locator;
  readonly chat: Locator;
  readonly fairnessButton: Locator;
  readonly sound: Locator;
  readonly panels: readonly [AviatorPanel, AviatorPanel];

  constructor(readonly page: Page) {
    this.root = page.getByTestId('aviator-page');
    this.canvas = this.root.getByRole('img', { name: 'Aviator flight' });
    this.history = page.getByTestId('aviator-history');
    this.bets = page.getByTestId('aviator-bets');
    this.liveBettors = page.getByTestId('aviator-live-bettors');
    this.chat = page.getByTestId('aviator-chat');
    this.fairnessButton = page.getByRole('button', { name: 'Provably fair' });
    this.sound = page.getByTestId('aviator-sound');
    this.panels = [
      new AviatorPanel(page.getByTestId('aviator-panel-1')),
      new AviatorPanel(page.getByTestId('aviator-panel-2')),
    ];
  }

  /** Opens the page and waits until the game server has sent the round (it does on joining). */
  async open() {
    await this.page.goto('/main/aviator/30303');
    // The game's chunk (pixi.js) is the suite's largest: on a busy 2-core machine its first load can pass 10 s.
    await expect(this.root).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await this.frame()).status).not.toBeNull();
  }

  frame(): Promise<StageFrame> {
    return this.page.evaluate(() => {
      const bridge = (window as unknown as { __aviator?: { frame(): StageFrame } }).__aviator;
      if (!bridge) throw new Error('the aviator test bridge is not installed');
      return bridge.frame();
    });
  }

  stage(): Promise<StageState> {
    return this.page.evaluate(() =>
      (window as unknown as { __aviator: { stage(): StageState } }).__aviator.stage(),
    );
  }

  /** Waits until the stage shows this phase (of this round, when given). */
  async waitForStatus(status: StageFrame['status'], roundId?: string) {
    await expect
      .poll(async () => {
        const frame = await this.frame();
        return frame.status === status && (roundId === undefined || frame.roundId === roundId);
      })
      .toBe(true);
  }
}
