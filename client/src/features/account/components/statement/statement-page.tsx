import { DATE_FORMATS, formatIst, istDayStart } from '@esk/contracts/dates';
import { useState } from 'react';
import { DatePresetPicker } from '@/components/ui/date-preset-picker';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { Segmented } from '@/components/ui/segmented';
import { type MessageKey, useT } from '@/i18n/i18n';
import { type DatePreset, DEFAULT_STATEMENT_PRESET, presetRange } from '@/lib/date-presets';
import { useSessionStore } from '@/stores/session-store';
import { type StatementQuery, useUserStatement } from '../../api/get-user-statement';
import { pageCount, showPagination } from '../../logic/running-balance';
import styles from './statement.module.css';
import { StatementPagination } from './statement-pagination';
import { StatementTable } from './statement-table';

/** Tabs All (1), P&L (2), Account (3) and what each asks the server for. */
const TABS = [
  { value: 1, label: 'account.statement.tabAll', statementFor: undefined },
  { value: 2, label: 'account.statement.tabPnl', statementFor: 'profitLoss' },
  { value: 3, label: 'account.statement.tabAccount', statementFor: 'ACCOUNT_STATEMENT' },
] as const satisfies readonly {
  value: number;
  label: MessageKey;
  statementFor: StatementQuery['statementFor'];
}[];
type Tab = (typeof TABS)[number]['value'];

const dayText = (day: string) => formatIst(istDayStart(day), DATE_FORMATS.shortDate);

/**
 * My Account Statement (/main/statement): the session user's statement for a preset range
 * (current month by default), by tab, 50 rows a page with a running balance.
 */
export function StatementPage({ userId: routeUserId }: { userId?: string | undefined } = {}) {
  const t = useT();
  const sessionUserId = useSessionStore((s) => s.session?.user.userId ?? '');
  const userId = routeUserId?.trim() || sessionUserId;
  const [preset, setPreset] = useState<DatePreset>(DEFAULT_STATEMENT_PRESET);
  const [tab, setTab] = useState<Tab>(1);
  const [pageNo, setPageNo] = useState(1);
  const range = presetRange(preset, Date.now());
  const statementFor = TABS.find((entry) => entry.value === tab)?.statementFor;
  const query = useUserStatement({ userId, pageNo, ...range, statementFor }, { enabled: userId !== '' });
  const data = query.data;

  const choosePreset = (next: DatePreset) => {
    setPreset(next);
    setPageNo(1);
  };
  const changePage = (next: number) => {
    setPageNo(next);
    window.scrollTo({ top: 0 });
  };
  const chooseTab = (next: Tab) => {
    setTab(next);
    setPageNo(1);
  };

  return (
    <Panel title={t('account.statement.title')} flush>
      <div className={styles.filters}>
        <DatePresetPicker value={preset} onChange={choosePreset} className={styles.presets} />
        <div className={styles.filterRow}>
          <span className={styles.range}>
            {dayText(range.fromDate)} – {dayText(range.toDate)}
          </span>
          <Segmented
            label={t('title.statement')}
            options={TABS.map((entry) => ({ value: entry.value, label: t(entry.label) }))}
            value={tab}
            onChange={chooseTab}
            variant="tabs"
            className={styles.tabs}
          />
        </div>
      </div>
      <QueryStatus isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      {data && (
        <div className={query.isPlaceholderData ? styles.stale : undefined}>
          <StatementTable statement={data} />
          {showPagination(data.paged, data.totalCount) && (
            <StatementPagination
              page={pageNo}
              pages={pageCount(data.totalCount)}
              disabled={query.isFetching}
              onPage={changePage}
            />
          )}
        </div>
      )}
    </Panel>
  );
}
