import type { DataTableColumn } from '@/components/ui/data-table';
import table from './table.module.css';

/** Mode: LAGAI / YES on the back colour, KHAI / NO (`lay`) on the lay colour. */
export const modeColumn = <Row,>(
  mode: (row: Row) => { text: string; lay: boolean },
): DataTableColumn<Row> => ({
  header: 'account.bets.mode',
  align: 'center',
  cell: (row) => {
    const { text, lay } = mode(row);
    return <span className={`${table.badge} ${lay ? table.lay : table.back}`}>{text}</span>;
  },
});

/** P&L: blue from zero up, red below. */
export const pnlColumn = <Row,>(
  pnl: (row: Row) => { text: string; positive: boolean },
): DataTableColumn<Row> => ({
  header: 'account.bets.pnl',
  align: 'end',
  cellClassName: (row) => (pnl(row).positive ? table.blue : table.loss),
  cell: (row) => pnl(row).text,
});
