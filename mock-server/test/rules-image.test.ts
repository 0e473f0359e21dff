/** The live tables' rules images (001 §2.5): an SVG per table, drawn from the catalogue's rules. */
import { LIVE_CASINO_GAMES } from '@esk/contracts/catalog/casino-games';
import { rulesImagePath, TABLE_RULES_EN } from '@esk/contracts/catalog/casino-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapText } from '../src/pages/rules-image';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('the rules image', () => {
  it('draws every live table its own rules as an SVG image', async () => {
    for (const game of LIVE_CASINO_GAMES) {
      const response = await h.app.inject({ url: rulesImagePath(game.shortName) });
      expect(response.statusCode, game.shortName).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toContain(`${game.name}: Rules`);
      // The family's rules, escaped for XML and wrapped: their first words are in the picture.
      const first = TABLE_RULES_EN.game[game.family].split(' ').slice(0, 3).join(' ');
      expect(response.body).toContain(first.replace(/&/g, '&amp;'));
    }
  });

  it('answers 404 for an unknown table', async () => {
    expect((await h.app.inject({ url: rulesImagePath('nope') })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/pages/rules/teen20.png' })).statusCode).toBe(404);
  });

  it('wraps a paragraph into lines of at most the width', () => {
    const lines = wrapText('one two three four five six', 9);
    expect(lines).toEqual(['one two', 'three', 'four five', 'six']);
    expect(lines.every((line) => line.length <= 9)).toBe(true);
  });
});
