import type { CSSProperties } from 'react';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/i18n/i18n';
import type { TilesSection as TilesModel } from '../../logic/board-model';
import styles from './board.module.css';
import { MarketButton } from './market-button';
import { PositionText } from './position-text';

interface TilesSectionProps {
  section: TilesModel;
  roundId: string;
  positions: Readonly<Record<string, number>>;
  sideWord: string;
}

/** A grid of boxes, each a price with the user's position under it; a locked grid sits under one lock. */
export function TilesSection({ section, roundId, positions, sideWord }: TilesSectionProps) {
  const t = useT();
  const grid = {
    '--per-row': section.perRow.narrow,
    '--per-row-wide': section.perRow.wide,
  } as CSSProperties;
  return (
    <section className={styles.section} aria-label={section.title ? t(section.title) : undefined}>
      {(section.title || section.sharedRate) && (
        <header className={styles.sectionHead}>
          {section.title && <h3 className={styles.sectionTitle}>{t(section.title)}</h3>}
          {section.sharedRate && (
            <span className={`${styles.sharedRate} num`}>
              <span className={styles.sharedRateWord}>{sideWord}</span> {section.sharedRate}
            </span>
          )}
        </header>
      )}
      <div className={styles.tilesWrap}>
        <ul className={styles.tiles} style={grid}>
          {section.tiles.map((tile) => (
            <li key={tile.cell.key} className={styles.tileItem}>
              <MarketButton
                cell={tile.cell}
                roundId={roundId}
                sideWord={sideWord}
                lockedWord={t('casino.table.locked')}
                variant="tile"
                short={tile.short}
                rank={tile.rank}
                tone={tile.tone}
                hideRate={section.hideRates}
              />
              <PositionText value={positions[tile.cell.sid]} label={t('casino.table.position')} />
            </li>
          ))}
        </ul>
        {section.locked && (
          <div className={styles.gridLock} role="status">
            <Icon name="lock" size={22} />
            <span>{t('casino.table.locked')}</span>
          </div>
        )}
      </div>
    </section>
  );
}
