import { DATE_FORMATS, formatIst, istDayStart } from '@esk/contracts/dates';
import { useState } from 'react';
import { Panel } from '@/components/ui/panel';
import { type MessageKey, useT } from '@/i18n/i18n';
import { useSessionStore } from '@/stores/session-store';
import { type StatementQuery, useUserStatement } from '../../api/get-user-statement';
import {
  DEFAULT_STATEMENT_PRESET,
  presetRange,
  STATEMENT_PRESETS,
  type StatementPreset,
} from '../../rules/date-presets';
import { pageCount, showPagination } from '../../rules/running-balance';
import { QueryStatus } from '../shared/query-status';
import { Segmented } from '../shared/segmented';
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

const PRESET_LABELS: Record<StatementPreset, MessageKey> = {
  today: 'account.statement.today',
  yesterday: 'account.statement.yesterday',
  thisWeek: 'account.statement.thisWeek',
  lastWeek: 'account.statement.lastWeek',
  thisMonth: 'account.statement.thisMonth',
  lastMonth: 'account.statement.lastMonth',
};

const dayText = (day: string) => formatIst(istDayStart(day), DATE_FORMATS.shortDate);

/**
 * My Account Statement (/main/statement): the session user's statement for a preset range
 * (current month by default), by tab, 50 rows a page with a running balance.
 */
export function StatementPage() {
  const t = useT();
  const userId = useSessionStore((s) => s.session?.user.userId ?? '');
  const [preset, setPreset] = useState<StatementPreset>(DEFAULT_STATEMENT_PRESET);
  const [tab, setTab] = useState<Tab>(1);
  const [pageNo, setPageNo] = useState(1);
  const range = presetRange(preset, Date.now());
  const statementFor = TABS.find((entry) => entry.value === tab)?.statementFor;
  const query = useUserStatement({ userId, pageNo, ...range, statementFor }, { enabled: userId !== '' });
  const data = query.data;

  const choosePreset = (next: StatementPreset) => {
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
        <Segmented
          label={t('account.statement.range')}
          options={STATEMENT_PRESETS.map((value) => ({ value, label: t(PRESET_LABELS[value]) }))}
          value={preset}
          onChange={choosePreset}
          className={styles.presets}
        />
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
