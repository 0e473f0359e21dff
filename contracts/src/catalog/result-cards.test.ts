import { describe, expect, it } from 'vitest';
import {
  ab20Sides,
  baccaratHands,
  cmeterSides,
  pokerHands,
  queenHands,
  race20Suits,
  resultWinners,
  roundRobin,
  teen8Hands,
  warHands,
  worliPana,
} from './result-cards';

describe('reading a result detail’s cards by game type', () => {
  it('deals round-robin and leaves face-down cards out', () => {
    expect(roundRobin(['AHH', '2SS', '1', '4DD', '5HH'], 2)).toEqual([
      ['AHH', '5HH'],
      ['2SS', '4DD'],
    ]);
  });

  it('Casino Queen: four hands starting at 0..3 points', () => {
    const hands = queenHands('KHH,QSS,ACC,2DD,AHH,2SS,QCC,JDD');
    expect(hands.map((hand) => hand.total)).toEqual([14, 15, 15, 16]);
    expect(hands[3]?.cards).toEqual(['2DD', 'JDD']);
  });

  it('Race 20: the drawn cards by suit', () => {
    expect(race20Suits('AHH,2SS,3HH,QDD')).toEqual({ S: ['2SS'], H: ['AHH', '3HH'], C: [], D: ['QDD'] });
  });

  it('Casino Meter: low and high cards without the markers, each side scored with its marker', () => {
    expect(cmeterSides('9SS,10SS,AHH,KDD,5CC,JSS')).toEqual({
      low: ['AHH', '5CC'],
      high: ['KDD', 'JSS'],
      lowScore: 15,
      highScore: 34,
    });
  });

  it('Baccarat: Player 1, 3, 5 and Banker 2, 4, 6, scored mod 10 with court cards at 0', () => {
    expect(baccaratHands('8HH,KSS,7CC,5DD,1,9HH')).toEqual({
      player: ['8HH', '7CC'],
      banker: ['KSS', '5DD', '9HH'],
      playerScore: 5,
      bankerScore: 4,
    });
  });

  it('Open Teenpatti: players 1-8 and the dealer, a card each per round', () => {
    const cards = Array.from({ length: 27 }, (_, index) => `${(index % 9) + 1}HH`.replace('1HH', 'AHH'));
    const { players, dealer } = teen8Hands(cards.join(','));
    expect(players).toHaveLength(8);
    expect(players[1]).toEqual(['2HH', '2HH', '2HH']);
    expect(dealer).toEqual(['9HH', '9HH', '9HH']);
  });

  it('War, Poker and Andar Bahar 20-20 positions', () => {
    expect(warHands('AHH,2SS,3CC,4DD,5HH,6SS,KCC')).toEqual({
      players: ['AHH', '2SS', '3CC', '4DD', '5HH', '6SS'],
      dealer: 'KCC',
    });
    expect(pokerHands('AHH,2SS,3CC,4DD,5HH,6SS,7CC,8DD,9HH')).toEqual({
      playerA: ['AHH', '2SS'],
      playerB: ['3CC', '4DD'],
      board: ['5HH', '6SS', '7CC', '8DD', '9HH'],
    });
    expect(ab20Sides('AHH,2SS,3CC,4DD,5HH')).toEqual({ bahar: ['AHH', '3CC', '5HH'], andar: ['2SS', '4DD'] });
  });

  it('Worli: a pana with zeros last and its ocada', () => {
    expect(worliPana('KHH,4SS,9CC')).toEqual({ pana: '490', ocada: '3' });
    expect(worliPana(undefined)).toEqual({ pana: '', ocada: '' });
  });

  it('a win may list several winners', () => {
    expect(resultWinners('1, 4,6')).toEqual(['1', '4', '6']);
    expect(resultWinners('')).toEqual([]);
  });
});
