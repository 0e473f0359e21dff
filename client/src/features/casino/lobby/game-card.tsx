import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/i18n';
import type { LobbyCard } from '../logic/lobby';
import { GameArt } from './game-art';
import styles from './lobby.module.css';

const KIND_LABEL = {
  live: 'casino.lobby.live.badge',
  instant: 'casino.lobby.instant',
  points: 'casino.lobby.points',
} as const;

/**
 * One game of the lobby: its art, name and kind; a New Launch badge that blinks (still under
 * reduced motion). A link to the game, or a button that opens the 'Please Note' modal.
 */
export function GameCard({
  card,
  onPleaseNote,
}: {
  card: LobbyCard;
  onPleaseNote?: (card: LobbyCard) => void;
}) {
  const t = useT();
  // The name leads (a card is announced by it); CSS draws the art above it.
  const body = (
    <>
      <span className={styles.name}>{card.name}</span>
      <span className={styles.artFrame}>
        <GameArt motif={card.motif} accent={card.accent} />
        {card.isNew && <span className={styles.newLaunch}>{t('casino.lobby.newLaunch')}</span>}
        <span className={`${styles.kind} ${styles[card.kind]}`}>
          {card.kind === 'live' && <span className={styles.liveDot} aria-hidden="true" />}
          {t(KIND_LABEL[card.kind])}
        </span>
      </span>
    </>
  );
  const style = { '--accent': card.accent } as CSSProperties;
  return (
    <li className={styles.item} data-game={card.id}>
      {card.href ? (
        <Link to={card.href} className={styles.card} style={style}>
          {body}
        </Link>
      ) : (
        <button
          type="button"
          className={styles.card}
          style={style}
          aria-haspopup="dialog"
          onClick={() => onPleaseNote?.(card)}
        >
          {body}
        </button>
      )}
    </li>
  );
}
