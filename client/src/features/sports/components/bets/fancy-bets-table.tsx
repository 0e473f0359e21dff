import { DATE_FORMATS, formatIst } from '@esk/contracts/dates';
import type { FancyBet } from '@esk/contracts/http/sports-schemas';
import type { DataTableColumn } from '@/components/ui/data-table';
import { displayRate } from '../../logic/rate';
import { BET_TYPE_LABEL } from '../bet-slip/slip-labels';
import styles from './bets.module.css';
import { FancyResult } from './fancy-result';
import { BetsPanel } from './odds-bets-table';

/** Run, Rate, Amount and Mode: the columns after Session in both fancy bet tables. */
export const fancyStakeColumns: DataTableColumn<FancyBet>[] = [
  { header: 'sports.run', align: 'end', cell: (bet) => bet.run },
  { header: 'sports.rate', align: 'end', cell: (bet) => displayRate(bet.odds) },
  { header: 'sports.amount', align: 'end', cell: (bet) => bet.amount },
  { header: 'sports.mode', cell: (bet, t) => t(BET_TYPE_LABEL[bet.type]) },
];

const columns: DataTableColumn<FancyBet>[] = [
  {
    header: 'sports.session',
    cellClassName: (bet) => (bet.isDeleted ? styles.deletedRow : styles.strong),
    cell: (bet) => bet.sessionName,
  },
  ...fancyStakeColumns,
  { header: 'sports.result', cell: (bet) => <FancyResult bet={bet} /> },
  {
    header: 'sports.date',
    cellClassName: `${styles.time} num`,
    cell: (bet) => (bet.createdAt ? formatIst(bet.createdAt, DATE_FORMATS.betTime) : '-'),
  },
];

/** FANCY BETS: this match's session bets, pending and declared (result and P&L). */
export function FancyBetsTable({ bets }: { bets: readonly FancyBet[] }) {
  return <BetsPanel title="sports.fancyBets" columns={columns} bets={bets} />;
}
