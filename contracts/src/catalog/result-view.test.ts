import { describe, expect, it } from 'vitest';
import { displayValue, groupLabel, resultGroups, resultLines } from './result-view';

describe('a provider round result as hands and labelled lines', () => {
  it('baccarat: Player and Banker with their scores; the winner from win', () => {
    const groups = resultGroups({ gtype: 'baccarat', cards: '8HH,KSS,7CC,5DD,1,9HH', win: '1' });
    expect(groups).toEqual([
      { role: 'player', cards: ['8HH', '7CC'], winner: true, note: '5' },
      { role: 'banker', cards: ['KSS', '5DD', '9HH'], winner: false, note: '4' },
    ]);
    expect(resultLines('baccarat', 'Player|No Pair|No|No|Big').map((line) => line.field)).toEqual([
      'winner',
      'winnerPair',
      'perfect',
      'either',
      'bigSmall',
    ]);
  });

  it('War and Open Teenpatti tick every winner a win lists', () => {
    const war = resultGroups({ gtype: 'War', cards: 'AHH,5SS,9CC,2DD,9HH,KSS,9SS', win: '1,6' });
    expect(war.filter((g) => g.winner).map(groupLabel)).toEqual(['Player 1', 'Player 6']);
    expect(war.at(-1)).toMatchObject({ role: 'dealer', cards: ['9SS'] });
    const lines = resultLines('War', 'Player 1,6|Red 1,5~Black 2,3,4,6|Odd 1,3,5~Even 2,4,6|Heart 1~Spade 2');
    expect(lines[1]).toEqual({ field: 'color', values: ['Red 1,5', 'Black 2,3,4,6'] });
  });

  it('Andar Bahar 20-20 reads its joker from desc; Dragon Tiger splits on *', () => {
    const groups = resultGroups({ gtype: 'ab20', cards: '2SS,3CC,7HH', desc: 'Bahar|7DD|3', win: '2' });
    expect(groups.map((g) => [groupLabel(g), g.cards, g.winner])).toEqual([
      ['Joker', ['7DD'], false],
      ['Andar', ['3CC'], false],
      ['Bahar', ['2SS', '7HH'], true],
    ]);
    expect(resultLines('dt6', 'Tiger*No Pair*Dragon Odd - Tiger Even*a*b')[0]).toEqual({
      field: 'winner',
      values: ['Tiger'],
    });
  });

  it('race lanes by suit, queen totals, meter sides', () => {
    expect(resultGroups({ gtype: 'race20', cards: 'AHH,2HH', win: '2' })[1]).toMatchObject({
      tag: 'H',
      cards: ['AHH', '2HH'],
      winner: true,
    });
    expect(groupLabel({ role: 'suit', tag: 'H' })).toBe('Heart');
    expect(resultGroups({ gtype: 'queen', cards: 'KHH,QSS,ACC,2DD', win: '1' })[0]).toMatchObject({
      tag: '0',
      note: '13',
      winner: true,
    });
    expect(
      resultGroups({ gtype: 'cmeter', cards: '9SS,10SS,AHH,KDD', win: '2' }).map((g) => g.cards),
    ).toEqual([['AHH'], ['KDD'], ['9SS', '10SS']]);
  });

  it('shows a card code of the desc as rank and suit', () => {
    expect(displayValue('ASS')).toBe('A♠');
    expect(displayValue('10HH')).toBe('10♥');
    expect(displayValue('Bahar')).toBe('Bahar');
  });

  it('games without cards have no groups; unknown lines are left out', () => {
    expect(resultGroups({ gtype: 'roulette', desc: '17|Black|Odd|1-18|2nd 12' })).toEqual([]);
    expect(resultLines('cmatch20', 'Run 4|extra')).toEqual([{ field: 'run', values: ['Run 4'] }]);
  });
});
