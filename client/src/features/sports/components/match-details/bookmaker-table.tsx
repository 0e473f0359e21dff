import { isSessionLocked } from '@esk/contracts/catalog/sports';
import type { TeamRate } from '@esk/contracts/http/sports-schemas';
import { Fragment, memo, type ReactNode, useCallback } from 'react';
import { Panel } from '@/components/ui/panel';
import { useT } from '@/i18n/i18n';
import { formatPosition, positionTone } from '../../logic/position';
import { openSlip, slipRowKey, useBetSlipStore } from '../../stores/bet-slip-store';
import { LockedTag } from './locked-tag';
import styles from './market-table.module.css';
import { InlineSlipRow, RateColumns } from './market-table-parts';
import { RateCell } from './rate-cell';

type OddsMarket = 'bookmaker' | 'toss';

export interface TeamRowProps {
  market: OddsMarket;
  selectionId: string;
  name: string;
  lgaai: number;
  khaai: number;
  /** The locking status text ('SUSPENDED'), or '' when open. */
  lockedStatus: string;
  position: number;
}

/** One runner: name with the user's position (green/red), LAGAI and KHAI shown times 100. */
export const TeamRow = memo(function TeamRow(props: TeamRowProps) {
  const t = useT();
  const { market, selectionId, name, lgaai, khaai, lockedStatus, position } = props;
  const locked = lockedStatus !== '';
  const pick = useCallback(
    (type: 'L' | 'K', odds: number) => openSlip({ market, selectionId, label: name, type, odds, run: 0 }),
    [market, selectionId, name],
  );
  return (
    <tr className={styles.row} data-testid={`team-row-${market}-${selectionId}`}>
      <td className={styles.name}>
        <span className={styles.title}>{name}</span>
        <span className={styles.meta}>
          <span className={`${styles.position} ${styles[positionTone(position)]} num`}>
            {formatPosition(position)}
          </span>
          {locked && <LockedTag status={lockedStatus} />}
        </span>
      </td>
      <td className={styles.rateTd}>
        <RateCell
          side="back"
          rate={locked ? 0 : lgaai}
          locked={locked}
          label={`${name} ${t('sports.lagai')}`}
          onPick={() => pick('L', lgaai)}
        />
      </td>
      <td className={styles.rateTd}>
        <RateCell
          side="lay"
          rate={locked ? 0 : khaai}
          locked={locked}
          label={`${name} ${t('sports.khai')}`}
          onPick={() => pick('K', khaai)}
        />
      </td>
    </tr>
  );
});

/** The locking status of a runner ('' when open): running_status, else status. */
const lockStatus = (row: TeamRate): string => {
  const status = [row.running_status, row.status].find((value) => isSessionLocked(value));
  return status ? status.toUpperCase() : '';
};

interface BookmakerTableProps {
  market: OddsMarket;
  title: string;
  /** The feed's runners; null = no live data (every runner suspended). */
  rows: readonly TeamRate[] | null;
  /** Runner names to show while there is no live data. */
  fallbackTeams: readonly { selectionId: string; name: string }[];
  positions: Map<string, number>;
  limits: { min: number; max: number };
  /** The bet slip to show under the clicked row (mobile), or undefined. */
  inlineSlip?: ReactNode;
}

/** The Bookmaker (or Toss) table: TEAM, LAGAI, KHAI. */
export function BookmakerTable(props: BookmakerTableProps) {
  const t = useT();
  const slipKey = useBetSlipStore((s) => slipRowKey(s.selection));
  const rows: TeamRowProps[] = props.rows
    ? props.rows.map((row) => ({
        market: props.market,
        selectionId: row.selectionid,
        name: row.team_name,
        lgaai: row.lgaai,
        khaai: row.khaai,
        lockedStatus: lockStatus(row),
        position: props.positions.get(row.selectionid) ?? 0,
      }))
    : props.fallbackTeams.map((team) => ({
        market: props.market,
        selectionId: team.selectionId,
        name: team.name,
        lgaai: 0,
        khaai: 0,
        lockedStatus: 'SUSPENDED',
        position: props.positions.get(team.selectionId) ?? 0,
      }));
  const limits = `${t('sports.min')}: ${props.limits.min} | ${t('sports.max')}: ${props.limits.max}`;
  return (
    <Panel title={props.title} actions={<span className={`${styles.limits} num`}>{limits}</span>} flush>
      <table aria-label={props.title} className={styles.table}>
        <RateColumns />
        <thead>
          <tr className={styles.head}>
            <th scope="col">{t('sports.team')}</th>
            <th scope="col" className={styles.backHead}>
              {t('sports.lagai')}
            </th>
            <th scope="col" className={styles.layHead}>
              {t('sports.khai')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Fragment key={row.selectionId}>
              <TeamRow {...row} />
              {props.inlineSlip && slipKey === `${row.market}:${row.selectionId}` && (
                <InlineSlipRow>{props.inlineSlip}</InlineSlipRow>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
