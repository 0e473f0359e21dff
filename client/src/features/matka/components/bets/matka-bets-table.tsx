import type { MatkaGateFlags } from '@esk/contracts/catalog/matka-gating';
import type { MatkaBet } from '@esk/contracts/http/matka';
import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table';
import type { MessageKey } from '@/i18n/i18n';
import { canCancel } from '../../logic/bet-list';
import { type BetRow, betColumns } from './bet-columns';

interface MatkaBetsTableProps {
  bets: readonly MatkaBet[];
  /** The game pages' extra Market Type column. */
  marketType: boolean;
  /** The bets' markets by matkaEventId (whether a side still takes bets, for Cancel). */
  marketsById: ReadonlyMap<string, MatkaGateFlags>;
  /** Fallback market for rows without a matkaEventId (a game page's own market). */
  market?: MatkaGateFlags;
  onCancel?: (bet: MatkaBet, button: HTMLButtonElement) => void;
  label: MessageKey;
  emptyText: MessageKey;
}

/** A matka bet table; on phones each bet is a card. */
export function MatkaBetsTable(props: MatkaBetsTableProps) {
  const { bets, marketType, marketsById, market, onCancel, label, emptyText } = props;
  const columns = useMemo(() => betColumns({ marketType, onCancel }), [marketType, onCancel]);
  const rows = useMemo(
    (): BetRow[] =>
      bets.map((bet, index) => ({
        sr: index + 1,
        bet,
        cancellable:
          onCancel !== undefined &&
          canCancel(bet, (bet.matkaEventId && marketsById.get(bet.matkaEventId)) || market),
      })),
    [bets, marketsById, market, onCancel],
  );
  return (
    <DataTable
      variant="cards"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.bet._id ?? `${row.sr}`}
      label={label}
      emptyText={emptyText}
    />
  );
}
