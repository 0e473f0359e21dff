import { DATE_FORMATS, formatIst } from '@esk/contracts/dates';
import type { OddsBet } from '@esk/contracts/http/sports-schemas';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { useT } from '@/i18n/i18n';
import { oddsMarketLabel } from '@/lib/odds-market-label';
import { displayOddsRate } from '../../logic/rate';
import { isBackSide, sideLabelKey } from '../bet-slip/slip-labels';
import styles from './bets.module.css';

const columns: DataTableColumn<OddsBet>[] = [
  {
    header: 'sports.team',
    cellClassName: (bet) => (bet.isDeleted ? styles.deletedRow : undefined),
    cell: (bet, t) => (
      <>
        <span className={styles.strong}>{bet.teamName}</span>
        <span className={styles.sub}>{oddsMarketLabel(bet.oddsType, t)}</span>
        {bet.isDeleted && (
          <span className={styles.sub}>
            {t('sports.deleted')}
            {bet.deletedRemark ? `: ${bet.deletedRemark}` : ''}
          </span>
        )}
      </>
    ),
  },
  { header: 'sports.rate', align: 'end', cell: (bet) => displayOddsRate(bet.oddsType, bet.odds) },
  { header: 'sports.amount', align: 'end', cell: (bet) => bet.amount },
  { header: 'sports.mode', cell: (bet, t) => t(sideLabelKey(bet.oddsType, bet.type)) },
  {
    header: 'sports.date',
    cellClassName: `${styles.time} num`,
    cell: (bet) => formatIst(bet.createdAt, DATE_FORMATS.betTime),
  },
];

/** The row colour of a bet: back (LAGAI, YES) or lay (KHAI, NO). */
export const betTone = (bet: { type: Parameters<typeof isBackSide>[0] }) =>
  isBackSide(bet.type) ? styles.backRow : styles.layRow;

interface BetsPanelProps<Bet> {
  title: 'sports.oddsBets' | 'sports.fancyBets';
  columns: readonly DataTableColumn<Bet>[];
  bets: readonly Bet[];
}

/** A bet table of the match in its panel; the table is named after the panel. */
export function BetsPanel<Bet extends { _id?: string; type: Parameters<typeof isBackSide>[0] }>({
  title,
  columns,
  bets,
}: BetsPanelProps<Bet>) {
  const t = useT();
  return (
    <Panel title={t(title)} flush>
      <DataTable
        variant="cards"
        label={title}
        columns={columns}
        rows={bets}
        rowKey={(bet, index) => bet._id ?? index}
        rowClassName={betTone}
        emptyText="sports.noBets"
      />
    </Panel>
  );
}

/** ODDS BETS: this match's bookmaker, toss, match odds and tied match bets. */
export function OddsBetsTable({ bets }: { bets: readonly OddsBet[] }) {
  return <BetsPanel title="sports.oddsBets" columns={columns} bets={bets} />;
}
