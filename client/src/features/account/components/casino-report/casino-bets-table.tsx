import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { MessageKey } from '@/i18n/i18n';

/** A casino report's bets table (Diamond or International): dense report rows keyed by bet id or round. */
export function CasinoBetsTable<Row extends { _id?: string | undefined; roundId?: string | undefined }>({
  rows,
  columns,
  label,
}: {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  /** The report's title, naming the table. */
  label: MessageKey;
}) {
  return (
    <DataTable
      variant="report"
      dense
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(row, index) => row._id ?? `${row.roundId}-${index}`}
      emptyText="account.noBets"
    />
  );
}
