import { type Key, memo, type ReactElement, type ReactNode } from 'react';
import { type MessageKey, useT } from '@/i18n/i18n';
import styles from './data-table.module.css';
import { ScrollRegion } from './scroll-region';

type Translate = (key: MessageKey) => string;

/** One column: its header, how a row fills its cell, and how the cell is aligned and styled. */
export interface DataTableColumn<Row> {
  /** The header text (an i18n key). On phones the 'cards' variant also shows it in front of the cell. */
  header: MessageKey;
  cell: (row: Row, t: Translate) => ReactNode;
  /** 'end' is a number column: right-aligned, no wrapping, tabular figures. Default 'start'. */
  align?: 'start' | 'center' | 'end';
  /** A class on both the header and the cells of the column (widths, word breaking). */
  className?: string;
  /** A class on each body cell, e.g. the P&L colour of the row. */
  cellClassName?: string | ((row: Row) => string | undefined);
  /** The cell's tooltip. */
  cellTitle?: (row: Row) => string;
  /** Hidden under 600 px ('report' variant); the first cell usually repeats its value there. */
  wideOnly?: boolean;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  rowClassName?: (row: Row) => string | undefined;
  /**
   * 'cards' (sports bets): uppercase headers; under 768 px each row is a card whose first cell is
   * its title and whose other cells carry their header as a label; no rows shows only the empty text.
   * 'report' (account screens): striped rows that scroll sideways; no rows is a table-wide cell.
   */
  variant: 'cards' | 'report';
  /** 'report': the smallest type under 420 px, headers may wrap. */
  dense?: boolean;
  /** The accessible name of the table (an i18n key); also names its scroll region when it overflows. */
  label: MessageKey;
  emptyText: MessageKey;
  /** A totals row: the label spans every column but the last, which holds the value. */
  total?: { label: MessageKey; value: ReactNode; className?: string; testId?: string };
  /** An extra class on the table element. */
  className?: string;
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

const alignClass = { start: undefined, center: styles.center, end: styles.end } as const;

function headerClass<Row>(column: DataTableColumn<Row>) {
  return join(alignClass[column.align ?? 'start'], column.wideOnly && styles.wideOnly, column.className);
}

function cellClass<Row>(column: DataTableColumn<Row>, row?: Row) {
  const own =
    typeof column.cellClassName === 'function' ? row && column.cellClassName(row) : column.cellClassName;
  return join(
    alignClass[column.align ?? 'start'],
    column.align === 'end' && 'num',
    column.wideOnly && styles.wideOnly,
    column.className,
    own,
  );
}

interface RowProps<Row> {
  row: Row;
  columns: readonly DataTableColumn<Row>[];
  rowClassName?: (row: Row) => string | undefined;
  labelled: boolean;
  t: Translate;
}

/** A body row; re-renders only when its row object, the columns or the language change. */
const DataRow = memo(function DataRow<Row>({ row, columns, rowClassName, labelled, t }: RowProps<Row>) {
  return (
    <tr className={rowClassName?.(row)}>
      {columns.map((column, index) => (
        <td
          key={column.header}
          className={cellClass(column, row)}
          title={column.cellTitle?.(row)}
          data-label={labelled && index > 0 ? t(column.header) : undefined}
        >
          {column.cell(row, t)}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: RowProps<Row>) => ReactElement;

/** A table's empty text in place of the table (also the sports screens' empty states). */
export function EmptyText({ text }: { text: string }) {
  return <p className={styles.emptyMessage}>{text}</p>;
}

/** The one table of the app: columns as data, rows, an empty text and an optional totals row. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowClassName,
  variant,
  dense = false,
  label,
  emptyText,
  total,
  className,
}: DataTableProps<Row>) {
  const t = useT();
  const cards = variant === 'cards';
  if (cards && rows.length === 0) return <EmptyText text={t(emptyText)} />;
  const last = columns[columns.length - 1];
  return (
    <ScrollRegion className={styles.scroll} label={t(label)}>
      <table
        className={join(styles.table, styles[variant], dense && styles.dense, className)}
        aria-label={t(label)}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} className={headerClass(column)}>
                {t(column.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.emptyCell}>
                {t(emptyText)}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <DataRow
                key={rowKey(row, index)}
                row={row}
                columns={columns}
                rowClassName={rowClassName}
                labelled={cards}
                t={t}
              />
            ))
          )}
        </tbody>
        {total && last && (
          <tfoot>
            <tr className={styles.totalRow}>
              <td colSpan={columns.length - 1}>{t(total.label)}</td>
              <td className={join(cellClass(last), total.className)} data-testid={total.testId}>
                {total.value}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </ScrollRegion>
  );
}
