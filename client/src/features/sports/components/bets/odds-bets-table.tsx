import { DATE_FORMATS, formatIst } from '@esk/contracts/dates';
import type { OddsBet } from '@esk/contracts/http/sports-schemas';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { useT } from '@/i18n/i18n';
import { displayRate } from '../../rules/rate';
import { BET_TYPE_LABEL, isBackSide } from '../bet-slip/slip-labels';
import styles from './bets.module.css';

const columns: DataTableColumn<OddsBet>[] = [
  {
    header: 'sports.team',
    cell: (bet) => (
      <>
        <span className={styles.strong}>{bet.teamName}</span>
        <span className={styles.sub}>{bet.oddsType}</span>
      </>
    ),
  },
  { header: 'sports.rate', align: 'end', cell: (bet) => displayRate(bet.odds) },
  { header: 'sports.amount', align: 'end', cell: (bet) => bet.amount },
  { header: 'sports.mode', cell: (bet, t) => t(BET_TYPE_LABEL[bet.type]) },
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

/** ODDS BETS: this match's bookmaker and toss bets. */
export function OddsBetsTable({ bets }: { bets: readonly OddsBet[] }) {
  return <BetsPanel title="sports.oddsBets" columns={columns} bets={bets} />;
}
