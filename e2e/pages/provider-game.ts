import { expect, type FrameLocator, type Locator, type Page, type Response } from '@playwright/test';

/** What the provider API answers a play (contracts/src/http/provider.ts), as the tests read it. */
export interface ProviderPlayAnswer {
  play: {
    roundId: string;
    gameName: string;
    debitAmount: number;
    creditAmount: number;
    rollbackAmount: number;
    outcome: 'won' | 'lost' | 'void';
  };
  round: { roundId: string; gtype: string; cards: string; win: string };
  wallet: { coins: number; points: number };
}

/**
 * A simulated provider game embedded in the portal (virtual games, the embedded casino page): the
 * frame under its title bar, and inside it the boxes, chips and the play button.
 */
export class ProviderGame {
  readonly element: Locator;
  readonly frame: FrameLocator;
  readonly title: Locator;
  readonly play: Locator;
  readonly message: Locator;
  readonly stageTitle: Locator;
  readonly wallet: Locator;
  readonly playRows: Locator;

  constructor(readonly page: Page) {
    this.element = page.getByTestId('provider-frame');
    this.frame = page.frameLocator('[data-testid="provider-frame"]');
    this.title = page.getByRole('heading', { level: 2 }).first();
    this.play = this.frame.getByRole('button', { name: /^(DEAL|SPIN|FLY|ROLL)$/ });
    this.message = this.frame.getByRole('status');
    this.stageTitle = this.frame.locator('#stage-title');
    this.wallet = this.frame.locator('#wallet');
    this.playRows = this.frame.locator('#plays tr');
  }

  box(name: string): Locator {
    return this.frame.getByRole('button', { name: new RegExp(`^${name} \\d`) });
  }

  chip(points: number): Locator {
    return this.frame.getByRole('button', { name: points.toLocaleString('en-IN'), exact: true });
  }

  /** Picks a box and a chip, plays, and returns what the provider answered. */
  async playRound(box: string, points: number): Promise<ProviderPlayAnswer> {
    await expect(this.box(box)).toBeEnabled();
    await this.box(box).click();
    await expect(this.box(box)).toHaveAttribute('aria-pressed', 'true');
    await this.chip(points).click();
    const answered = this.page.waitForResponse(
      (response: Response) =>
        response.url().includes('/games/api/play') && response.request().method() === 'POST',
    );
    await this.play.click();
    const answer = (await (await answered).json()) as ProviderPlayAnswer;
    await expect(this.stageTitle).toHaveText(`Your round · Round ${answer.round.roundId}`);
    return answer;
  }
}
