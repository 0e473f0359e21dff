import { RESULT_POPUP_GTYPES } from '@esk/contracts/catalog/casino';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GenericResultLayout } from './generic-layout';
import { NO_RESULT_GTYPES, RESULT_LAYOUTS, type ResultGtype, resultLayoutFor } from './index';
import { PROVIDER_RESULT_FIXTURES } from './provider-fixtures';

afterEach(cleanup);

/** The live tables' result game types: their layouts are built on the casino branch (issue 8, part 1). */
const LIVE_TABLE_GTYPES: readonly ResultGtype[] = [
  'teen20',
  'Teen',
  'teen9',
  'abj',
  'worli2',
  'card32',
  'card32eu',
  'aaa',
  'lucky7',
  'dt20',
  'dt202',
];

// Rendering under jsdom takes seconds on a busy 2-core machine.
describe('the round result popup’s layouts', { timeout: 30_000 }, () => {
  it('has a layout for every game type the spec lists, or shows none (superover)', () => {
    const missing = RESULT_POPUP_GTYPES.filter(
      (gtype) => !RESULT_LAYOUTS[gtype] && !NO_RESULT_GTYPES.has(gtype),
    );
    expect(missing).toEqual([]);
    expect(resultLayoutFor('superover')).toBeUndefined();
    expect(resultLayoutFor('a-new-table')).toBe(GenericResultLayout);
  });

  it('draws every game type without a live table with its own layout, each with a fixture round', () => {
    const own = RESULT_POPUP_GTYPES.filter(
      (gtype) => !LIVE_TABLE_GTYPES.includes(gtype) && !NO_RESULT_GTYPES.has(gtype),
    );
    expect(PROVIDER_RESULT_FIXTURES.map((result) => result.gtype).sort()).toEqual([...own].sort());
    for (const gtype of own) expect(RESULT_LAYOUTS[gtype], gtype).toBeDefined();
  });

  /** What a reader sees ticked as the winner, per fixture (from its win). */
  const TICKED: Record<string, string[]> = {
    baccarat: ['Banker'],
    baccarat2: ['Player'],
    poker: ['Player B'],
    poker20: ['Player A'],
    War: ['Player 2', 'Player 3', 'Player 6'],
    race20: ['Spade'],
    cmeter: ['High Cards'],
    queen: ['Total 3'],
    teen8: ['Player 2', 'Player 6', 'Player 7'],
    dt6: ['Tiger'],
    ab20: ['Andar'],
    btable: [],
    lucky7eu: [],
    worli: [],
    cmatch20: [],
  };

  it.each(PROVIDER_RESULT_FIXTURES.map((result) => [result.gtype, result] as const))(
    '%s: every dealt card face, the winner ticked from win, the desc lines labelled',
    (gtype, result) => {
      const Layout = resultLayoutFor(gtype);
      if (!Layout) throw new Error(`no layout for ${gtype}`);
      const { container } = render(<Layout result={result} />);
      const dealt = (result.cards ?? '').split(',').filter((card) => card !== '' && card !== '1');
      // Andar Bahar 20-20 also shows its joker; Race 20 its winning king at the finish.
      const extra = gtype === 'ab20' || gtype === 'race20' ? 1 : 0;
      const faces = screen
        .getAllByRole('img')
        .filter((img) => / of (Spade|Heart|Club|Diamond)s$/.test(img.getAttribute('aria-label') ?? ''));
      expect(faces).toHaveLength(dealt.length + extra);
      const ticked = [...container.querySelectorAll('[data-winner="true"]')].map((hand) =>
        hand.getAttribute('data-hand'),
      );
      expect(ticked).toEqual(TICKED[gtype]);
      for (const hand of ticked) expect(screen.getByRole('region', { name: `${hand}, Winner` })).toBeTruthy();
      const firstLine = container.querySelector('dl div');
      expect(firstLine?.querySelector('dt')?.textContent).toBeTruthy();
      expect(result.desc).toContain(firstLine?.querySelector('dd')?.textContent ?? '#');
    },
  );

  it('draws a short or unknown result without breaking', () => {
    for (const gtype of Object.keys(RESULT_LAYOUTS)) {
      const Layout = resultLayoutFor(gtype);
      if (!Layout) continue;
      const view = render(<Layout result={{ gtype, mid: '1', cards: '1,,XYZ', desc: '', win: '' }} />);
      expect(view.container.textContent).not.toContain('undefined');
      view.unmount();
    }
  });
});
