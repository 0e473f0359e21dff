import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { RoundResultPopup } from '../round-result-popup';

const fetchMock = vi.fn<typeof fetch>();
const answer = (result: Record<string, unknown>) =>
  fetchMock.mockResolvedValue(jsonResponse({ data: { data: [result] } }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

/** The list item of a hand by its label. */
const hand = (label: string) => screen.getByRole('list', { name: label }).closest('li') as HTMLElement;

describe('the live tables’ result layouts (001 §2.14)', () => {
  it('teen20: each player’s cards, the hand names and the winner tick on the player the win names', async () => {
    answer({
      gtype: 'teen20',
      mid: '3030260314193005',
      cards: 'KHH,2SS,KDD,5CC,3HH,9SS',
      desc: 'Player A | A : Pair | B : High Card',
      win: '1',
    });
    renderAt(<RoundResultPopup roundId="3030260314193005" onClose={() => {}} />);
    const a = await screen.findByRole('list', { name: 'Player A' });
    expect(
      within(a)
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['King of Hearts', 'King of Diamonds', 'Three of Hearts']);
    expect(within(hand('Player A')).getByText('Winner')).toBeTruthy();
    expect(within(hand('Player A')).getByText('Pair')).toBeTruthy();
    expect(within(hand('Player B')).queryByText('Winner')).toBeNull();
    expect(screen.getByText('Round Id', { exact: false }).textContent).toContain('3030260314193005');
  });

  it('dt202 uses the Dragon Tiger layout; lucky7 ticks the outcome', async () => {
    answer({ gtype: 'dt202', mid: '1', cards: 'QHH,4SS', desc: 'Dragon*Dragon Q*Tiger 4', win: '1' });
    const dragonTiger = renderAt(<RoundResultPopup roundId="1" onClose={() => {}} />);
    await screen.findByRole('list', { name: 'Dragon' });
    expect(within(hand('Dragon')).getByText('Winner')).toBeTruthy();
    expect(within(hand('Tiger')).queryByText('Winner')).toBeNull();
    dragonTiger.unmount();

    answer({ gtype: 'lucky7', mid: '2', cards: '9DD', desc: 'High Card | Odd | Red | Card 9', win: '2' });
    renderAt(<RoundResultPopup roundId="2" onClose={() => {}} />);
    const high = await screen.findByText('HIGH Card');
    expect(within(high.closest('li') as HTMLElement).getByText('Winner')).toBeTruthy();
    expect(screen.getByText('Card 9')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Nine of Diamonds' })).toBeTruthy();
  });

  it('card32eu: players with their cards and scores, the winner ticked, the side results named', async () => {
    answer({
      gtype: 'card32eu',
      mid: '3',
      cards: 'KHH,QSS,6DD,6CC,7HH,6HH,1,1',
      desc: 'Player 8 | 8 : 28 | 9 : 27 | 10 : 16 | 11 : 17 | Black | 8-9 | 2',
      win: '1',
    });
    renderAt(<RoundResultPopup roundId="3" onClose={() => {}} />);
    await screen.findByRole('list', { name: 'Player 8' });
    expect(within(hand('Player 8')).getByText('28')).toBeTruthy();
    expect(within(hand('Player 8')).getByText('Winner')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Player 9' })).getAllByRole('img')).toHaveLength(2);
    expect(screen.getByText('Any Three Card Black')).toBeTruthy();
    expect(screen.getByText('Single 2')).toBeTruthy();
  });
});
