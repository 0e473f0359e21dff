import type { Session } from '@esk/contracts/http/sports-schemas';
import { Fragment, type ReactNode, useMemo } from 'react';
import { Panel } from '@/components/ui/panel';
import { useT } from '@/i18n/i18n';
import { visibleSessions } from '../../logic/sessions';
import { slipRowKey, useBetSlipStore } from '../../stores/bet-slip-store';
import { EmptyState } from '../inline-error';
import styles from './market-table.module.css';
import { InlineSlipRow, MessageRow, RateColumns } from './market-table-parts';
import { SessionRow, sessionRowProps } from './session-row';

interface SessionTableProps {
  /** The feed's sessions; null = no live data (suspended). */
  sessions: readonly Session[] | null;
  limits: { min: number; max: number };
  inlineSlip?: ReactNode;
}

/** The Session (fancy) table: com_perm YES rows in the spec's order, NO then YES. */
export function SessionTable({ sessions, limits, inlineSlip }: SessionTableProps) {
  const t = useT();
  const slipKey = useBetSlipStore((s) => slipRowKey(s.selection));
  const rows = useMemo(() => (sessions ? visibleSessions(sessions).map(sessionRowProps) : null), [sessions]);
  const limitText = `${t('sports.min')}: ${limits.min} | ${t('sports.max')}: ${limits.max}`;
  return (
    <Panel
      title={t('sports.session')}
      actions={<span className={`${styles.limits} num`}>{limitText}</span>}
      flush
    >
      <table aria-label={t('sports.session')} className={styles.table}>
        <RateColumns />
        <thead>
          <tr className={styles.head}>
            <th scope="col">{t('sports.session')}</th>
            <th scope="col" className={styles.layHead}>
              {t('sports.no')}
            </th>
            <th scope="col" className={styles.backHead}>
              {t('sports.yes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows === null && (
            <MessageRow>
              <EmptyState text={t('sports.marketSuspended')} />
            </MessageRow>
          )}
          {rows?.length === 0 && (
            <MessageRow>
              <EmptyState text={t('sports.noSessions')} />
            </MessageRow>
          )}
          {rows?.map((row) => (
            <Fragment key={row.sessionId}>
              <SessionRow {...row} />
              {inlineSlip && slipKey === `fancy:${row.sessionId}` && (
                <InlineSlipRow>{inlineSlip}</InlineSlipRow>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
