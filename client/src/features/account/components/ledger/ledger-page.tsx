import { useMemo } from 'react';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { type MessageKey, useT } from '@/i18n/i18n';
import { useSessionStore } from '@/stores/session-store';
import { useUserLedger } from '../../api/get-user-ledger';
import { isSportsLedgerType, ledgerTotals, subsetHisab } from '../../logic/ledger';
import { LedgerTable } from './ledger-table';
import { LedgerTotals } from './ledger-totals';

interface LedgerPageProps {
  title?: MessageKey;
  /** Complete Games lists the finished sports events only (totals of those lines). */
  sportsOnly?: boolean;
}

/** MY LEDGER (/main/ledger): totals Lena, Dena, Balance and one line per settled event. */
export function LedgerPage({ title = 'account.ledger.title', sportsOnly = false }: LedgerPageProps) {
  const t = useT();
  const userId = useSessionStore((s) => s.session?.user.userId ?? '');
  const query = useUserLedger(userId, { enabled: userId !== '' });
  const data = query.data;
  const view = useMemo(() => {
    if (!data) return undefined;
    if (!sportsOnly) {
      return {
        rows: data.ledgerData,
        balances: data.ledgerData.map((row) => row.balance),
        totals: { lena: data.creditAmount, dena: Math.abs(data.debitAmount), balance: data.calAmount },
      };
    }
    const rows = data.ledgerData.filter((row) => isSportsLedgerType(row.ledgerType));
    return { rows, balances: subsetHisab(rows), totals: ledgerTotals(rows) };
  }, [data, sportsOnly]);

  return (
    <Panel title={t(title)} flush>
      <QueryStatus isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      {view && (
        <>
          <LedgerTotals {...view.totals} />
          <LedgerTable rows={view.rows} balances={view.balances} />
        </>
      )}
    </Panel>
  );
}
