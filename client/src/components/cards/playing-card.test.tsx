import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardRow, PlayingCard } from './playing-card';

describe('PlayingCard', () => {
  it('draws a face with its rank and suit, named for screen readers', () => {
    render(<PlayingCard code="KHH" />);
    const card = screen.getByRole('img', { name: 'King of Hearts' });
    expect(card.textContent).toContain('K');
    expect(card.textContent).toContain('♥');
  });

  it("draws a back for a face-down '1' and an empty slot for a card not dealt yet", () => {
    render(
      <>
        <PlayingCard code="1" />
        <PlayingCard code="" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Face-down card' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'No card yet' })).toBeTruthy();
  });

  it('keeps a slot for every card still to come in a hand', () => {
    render(<CardRow cards={['10SS']} count={3} label="Player A" />);
    const hand = screen.getByRole('list', { name: 'Player A' });
    expect(hand.querySelectorAll('svg')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Ten of Spades' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'No card yet' })).toHaveLength(2);
  });
});
