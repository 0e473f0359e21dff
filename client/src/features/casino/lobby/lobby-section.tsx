import { useId } from 'react';
import { TileGrid } from '@/components/ui/tile-grid';
import type { LobbyCard } from '../logic/lobby';
import { GameCard } from './game-card';
import styles from './lobby.module.css';

/** A titled grid of game cards (Virtual Casino, Live Casino, the international tables). */
export function LobbySection({
  title,
  hint,
  cards,
  onPleaseNote,
}: {
  title: string;
  hint?: string;
  cards: readonly LobbyCard[];
  onPleaseNote?: (card: LobbyCard) => void;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {hint && <p className={styles.sectionHint}>{hint}</p>}
      </header>
      <TileGrid columns={[2, 3, 4, 5]}>
        {cards.map((card) => (
          <GameCard key={card.id} card={card} {...(onPleaseNote ? { onPleaseNote } : {})} />
        ))}
      </TileGrid>
    </section>
  );
}
