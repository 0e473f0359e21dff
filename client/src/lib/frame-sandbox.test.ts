import { describe, expect, it } from 'vitest';
import { CROSS_ORIGIN_SANDBOX, frameSandbox, SAME_ORIGIN_SANDBOX } from './frame-sandbox';

describe('frame sandboxes', () => {
  const page = 'https://client.example';

  it('give a frame of this origin scripts only, never allow-same-origin', () => {
    expect(frameSandbox('/free-game/index.html', page)).toBe(SAME_ORIGIN_SANDBOX);
    expect(frameSandbox('https://client.example/score/1', page)).toBe(SAME_ORIGIN_SANDBOX);
    expect(SAME_ORIGIN_SANDBOX).not.toContain('allow-same-origin');
  });

  it('let another site keep its own origin but never navigate this page', () => {
    expect(frameSandbox('https://casino.example/game?id=1', page)).toBe(CROSS_ORIGIN_SANDBOX);
    expect(CROSS_ORIGIN_SANDBOX).not.toContain('allow-top-navigation');
  });
});
