import { betMode, totalProfitLoss } from '@esk/contracts/catalog/casino';
import { DATE_FORMATS, formatIst } from '@esk/contracts/dates';
import type { CasinoBet } from '@esk/contracts/http/casino-schemas';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { pnlClass } from '@/components/ui/pnl';
import type { MessageKey } from '@/i18n/i18n';
import { formatMoney } from '@/lib/format';
import styles from './bets.module.css';

const MODE_KEY: Record<'LAGAI' | 'KHAI', MessageKey> = {
  LAGAI: 'casino.side.lagai',
  KHAI: 'casino.side.khai',
};

/** The row's P&L: 'Not Declare' until isDeclare, then its profit/loss (001 §4). */
const pnlCell = (bet: CasinoBet, t: (key: MessageKey) => string) =>
  bet.isDeclare ? formatMoney(bet.profitLoss ?? 0) : t('casino.bets.notDeclaredText');

const COLUMNS: readonly DataTableColumn<CasinoBet>[] = [
  {
    header: 'casino.bets.team',
    cell: (bet) => (
      <>
        <span className={styles.team}>{bet.playerName || bet.teamName}</span>
        {bet.roundId && <span className={`${styles.round} num`}>{bet.roundId}</span>}
      </>
    ),
  },
  {
    header: 'casino.bets.mode',
    cell: (bet, t) => t(MODE_KEY[betMode(bet.type)]),
    cellClassName: (bet) => (betMode(bet.type) === 'KHAI' ? styles.khai : styles.lagai),
  },
  { header: 'casino.bets.rate', cell: (bet) => Number(bet.odds ?? 0).toFixed(2), align: 'end' },
  { header: 'casino.bets.amount', cell: (bet) => formatMoney(bet.amount), align: 'end' },
  // When the bet was placed (issue 28: the open bets showed no time), at +05:30.
  {
    header: 'casino.bets.time',
    cell: (bet) => <span className="num">{formatIst(bet.createdAt, DATE_FORMATS.timeSeconds)}</span>,
  },
];

const RESULT: DataTableColumn<CasinoBet> = {
  header: 'casino.bets.result',
  cell: (bet) => bet.showResult ?? '–',
};

const PNL: DataTableColumn<CasinoBet> = {
  header: 'casino.bets.pnl',
  cell: pnlCell,
  align: 'end',
  cellClassName: (bet) => (bet.isDeclare ? pnlClass(bet.profitLoss ?? 0, 'profit') : styles.pending),
};

interface CasinoBetsTableProps {
  bets: readonly CasinoBet[];
  label: MessageKey;
  emptyText: MessageKey;
  /** Completed bets also show each round's result. */
  withResult?: boolean;
}

/** A casino bets list with its total P&L (declared bets count; 'Not Declare' ones count 0). */
export function CasinoBetsTable({ bets, label, emptyText, withResult = false }: CasinoBetsTableProps) {
  const total = totalProfitLoss(bets);
  const columns = withResult ? [...COLUMNS, RESULT, PNL] : [...COLUMNS, PNL];
  return (
    <DataTable
      variant="cards"
      columns={columns}
      rows={bets}
      rowKey={(bet, index) => bet._id ?? `${bet.roundId}-${index}`}
      label={label}
      emptyText={emptyText}
      total={{
        label: 'casino.table.totalPnl',
        value: formatMoney(total),
        className: pnlClass(total, 'profit'),
        testId: 'casino-total-pnl',
      }}
    />
  );
}
