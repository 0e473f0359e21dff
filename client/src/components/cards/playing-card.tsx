/**
 * A playing card drawn by the app (no hot-linked images): a face for a card code of the feed
 * ('KHH', '10SS'), a back for a face-down '1', and an empty slot where no card is dealt yet,
 * so a hand keeps its width while it is dealt (no layout shift when a round turns over).
 */
import { cardName, HIDDEN_CARD, readCard, SUIT_SYMBOLS } from '@esk/contracts/catalog/cards';
import { memo } from 'react';
import styles from './playing-card.module.css';

export type CardSize = 'xs' | 'sm' | 'md' | 'lg';

export interface PlayingCardProps {
  /** A card code, '1' for face down, '' or undefined for a slot not dealt yet. */
  code: string | undefined;
  size?: CardSize;
  /** Rings the card (e.g. the card that decided the round). */
  highlight?: boolean;
}

const FACE_LETTERS = new Set(['J', 'Q', 'K']);

export const PlayingCard = memo(function PlayingCard({
  code,
  size = 'md',
  highlight = false,
}: PlayingCardProps) {
  const card = readCard(code);
  const className = [styles.card, styles[size], highlight ? styles.highlight : ''].join(' ');
  if (!card) {
    const faceDown = code?.trim() === HIDDEN_CARD;
    return (
      <svg
        className={`${className} ${faceDown ? styles.back : styles.slot}`}
        viewBox="0 0 60 84"
        role="img"
        aria-label={faceDown ? 'Face-down card' : 'No card yet'}
      >
        <rect x="1" y="1" width="58" height="82" rx="6" className={styles.edge} />
        {faceDown && <rect x="6" y="6" width="48" height="72" rx="3" className={styles.pattern} />}
      </svg>
    );
  }
  const symbol = SUIT_SYMBOLS[card.suit];
  const tone = card.colour === 'Red' ? styles.red : styles.black;
  return (
    <svg
      className={`${className} ${styles.face} ${tone}`}
      viewBox="0 0 60 84"
      role="img"
      aria-label={cardName(card)}
    >
      <rect x="1" y="1" width="58" height="82" rx="6" className={styles.edge} />
      <text x="6" y="19" className={styles.rank}>
        {card.rank}
      </text>
      <text x="6" y="32" className={styles.pip}>
        {symbol}
      </text>
      {FACE_LETTERS.has(card.rank) ? (
        <>
          <rect x="15" y="22" width="30" height="40" rx="3" className={styles.court} />
          <text x="30" y="51" textAnchor="middle" className={styles.courtLetter}>
            {card.rank}
          </text>
        </>
      ) : (
        <text x="32" y="58" textAnchor="middle" className={styles.centre}>
          {symbol}
        </text>
      )}
      <text x="54" y="79" textAnchor="end" className={styles.rankSmall}>
        {card.rank}
        {symbol}
      </text>
    </svg>
  );
});

/**
 * A row of cards, e.g. one player's hand; `count` keeps empty slots for cards still to come.
 * `dealing`: a card turning face up flips in (a live table); reduced motion shows it at once.
 */
export function CardRow({
  cards,
  count = cards.length,
  size = 'md',
  label,
  dealing = false,
}: {
  cards: readonly string[];
  count?: number;
  size?: CardSize;
  label?: string;
  dealing?: boolean;
}) {
  const slots = Array.from({ length: Math.max(count, cards.length) }, (_, index) => cards[index]);
  return (
    <ul className={styles.row} aria-label={label}>
      {slots.map((code, index) => {
        const faceUp = readCard(code) !== undefined;
        return (
          // Slots are positional: the n-th card of a hand stays the n-th slot while it is dealt. While
          // dealing, a slot whose card turns face up is a new element, so its flip-in runs once.
          <li
            key={dealing && faceUp ? `${index}:${code}` : index}
            className={dealing && faceUp ? styles.dealt : undefined}
          >
            <PlayingCard code={code} size={size} />
          </li>
        );
      })}
    </ul>
  );
}
