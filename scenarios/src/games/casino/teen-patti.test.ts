import { describe, expect, it } from 'vitest';
import { bestHand, compareHands, evaluateHand, HandCategory } from './teen-patti';

const hand = (cards: string) => evaluateHand(cards.split(','));
const beats = (winner: string, loser: string) => {
  expect(compareHands(hand(winner), hand(loser))).toBeGreaterThan(0);
  expect(compareHands(hand(loser), hand(winner))).toBeLessThan(0);
};

describe('teen patti hands', () => {
  it('names the categories', () => {
    expect(hand('5SS,5HH,5DD').category).toBe(HandCategory.Trail);
    expect(hand('4HH,5HH,6HH').category).toBe(HandCategory.PureSequence);
    expect(hand('4HH,5SS,6HH').category).toBe(HandCategory.Sequence);
    expect(hand('2HH,9HH,KHH').category).toBe(HandCategory.Colour);
    expect(hand('9SS,9HH,KDD').category).toBe(HandCategory.Pair);
    expect(hand('2SS,9HH,KDD').category).toBe(HandCategory.HighCard);
  });

  it('ranks trail > pure sequence > sequence > colour > pair > high card', () => {
    beats('2SS,2HH,2DD', 'AHH,KHH,QHH');
    beats('2CC,3CC,4CC', 'AHH,KSS,QHH');
    beats('2CC,3DD,4CC', 'AHH,KHH,9HH');
    beats('2HH,5HH,7HH', 'ASS,AHH,KDD');
    beats('2SS,2HH,3DD', 'ASS,KHH,JDD');
  });

  it('takes A-2-3 and A-K-Q as sequences: A-K-Q first, then A-2-3, then K-Q-J', () => {
    expect(hand('ASS,2HH,3DD').category).toBe(HandCategory.Sequence);
    expect(hand('AHH,2HH,3HH').category).toBe(HandCategory.PureSequence);
    expect(hand('QSS,KHH,ADD').category).toBe(HandCategory.Sequence);
    expect(hand('KSS,AHH,2DD').category).toBe(HandCategory.HighCard);
    beats('ASS,KHH,QDD', 'ACC,2HH,3DD');
    beats('ACC,2HH,3DD', 'KSS,QHH,JDD');
    beats('3SS,4HH,5DD', '2CC,3CC,4DD');
  });

  it('orders inside a category: trail by rank (aces top), pair by pair then kicker, high cards from the top', () => {
    beats('ASS,AHH,ADD', 'KSS,KHH,KDD');
    beats('3SS,3HH,2DD', '2SS,2HH,ADD');
    beats('9SS,9HH,5DD', '9CC,9DD,4DD');
    beats('ASS,5HH,3DD', 'KSS,QHH,10CC');
    beats('KSS,QHH,9DD', 'KCC,QCC,8DD');
  });

  it('splits equal ranks by suit, spades > hearts > clubs > diamonds, from the highest card', () => {
    beats('KSS,QDD,9DD', 'KHH,QCC,9CC');
    beats('KSS,KHH,5DD', 'KCC,KDD,5CC');
    beats('QHH,KHH,AHH', 'QCC,KCC,ACC');
  });

  it('picks the best of three hands', () => {
    expect(bestHand([hand('2SS,5HH,9DD'), hand('7SS,7HH,2CC'), hand('ASS,KHH,JDD')])).toBe(1);
  });
});
