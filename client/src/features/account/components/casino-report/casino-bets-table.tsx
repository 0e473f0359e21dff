import { DataTable, type DataTableColumn } from '@/components/ui/data-table';

/** A casino report's bets table (Diamond or International): dense report rows keyed by bet id or round. */
export function CasinoBetsTable<Row extends { _id?: string | undefined; roundId?: string | undefined }>({
  rows,
  columns,
}: {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
}) {
  return (
    <DataTable
      variant="report"
      dense
      columns={columns}
      rows={rows}
      rowKey={(row, index) => row._id ?? `${row.roundId}-${index}`}
      emptyText="account.noBets"
    />
  );
}
