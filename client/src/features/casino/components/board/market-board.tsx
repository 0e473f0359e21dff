import { useT } from '@/i18n/i18n';
import type { BoardSection, SideWords } from '../../logic/board-model';
import styles from './board.module.css';
import { RunnersSection } from './runners-section';
import { TilesSection } from './tiles-section';

interface MarketBoardProps {
  sections: BoardSection[];
  roundId: string;
  positions: Readonly<Record<string, number>>;
  sideWords: SideWords;
}

/** The betting grid of a table: its family's sections, drawn by kind. */
export function MarketBoard({ sections, roundId, positions, sideWords }: MarketBoardProps) {
  const t = useT();
  const words = { back: t(sideWords.back), lay: t(sideWords.lay) };
  return (
    <div className={styles.board}>
      {sections.map((section) =>
        section.kind === 'runners' ? (
          <RunnersSection
            key={section.key}
            section={section}
            roundId={roundId}
            positions={positions}
            sideWords={words}
          />
        ) : (
          <TilesSection
            key={section.key}
            section={section}
            roundId={roundId}
            positions={positions}
            sideWord={words.back}
          />
        ),
      )}
    </div>
  );
}
