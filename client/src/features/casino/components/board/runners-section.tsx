import { useT } from '@/i18n/i18n';
import type { RunnersSection as RunnersModel } from '../../logic/board-model';
import styles from './board.module.css';
import { MarketButton } from './market-button';
import { PositionText } from './position-text';

interface RunnersSectionProps {
  section: RunnersModel;
  roundId: string;
  positions: Readonly<Record<string, number>>;
  sideWords: { back: string; lay: string };
}

/**
 * A table of runners: the name (with the position of its market) and one price per column.
 * Column heads say the side in words (LAGAI/KHAI, Yes/No, Back/Lay) over its colour.
 */
export function RunnersSection({ section, roundId, positions, sideWords }: RunnersSectionProps) {
  const t = useT();
  const title = section.title ? t(section.title) : undefined;
  return (
    <section className={styles.section}>
      {title && (
        <header className={styles.sectionHead}>
          <h3 className={styles.sectionTitle}>{title}</h3>
        </header>
      )}
      <table className={styles.runners} aria-label={title}>
        <colgroup>
          <col />
          {section.columns.map((column) => (
            <col key={column.label} className={styles.rateCol} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className={styles.runnerHead}>
              <span className="visually-hidden">{t('casino.bets.team')}</span>
            </th>
            {section.columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.side === 'back' ? styles.backHead : styles.layHead}
              >
                {t(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <tr key={row.key} className={row.highlight ? styles.leadingRow : undefined}>
              <th scope="row" className={styles.runnerName}>
                <span className={styles.runnerLabel}>{row.name}</span>
                {row.positionSid !== undefined && (
                  <PositionText value={positions[row.positionSid]} label={t('casino.table.position')} />
                )}
              </th>
              {row.cells.map((cell, index) => (
                <td key={cell?.key ?? `empty-${section.columns[index]?.label}`} className={styles.rateTd}>
                  {cell ? (
                    <MarketButton
                      cell={cell}
                      roundId={roundId}
                      sideWord={sideWords[cell.side]}
                      lockedWord={t('casino.table.locked')}
                      variant="cell"
                      position={section.cellPositions ? positions[cell.sid] : undefined}
                    />
                  ) : (
                    <span className={styles.noPrice} aria-hidden="true">
                      –
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
