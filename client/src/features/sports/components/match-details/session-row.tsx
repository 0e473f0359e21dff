import type { Session } from '@esk/contracts/http/sports-schemas';
import { memo, useCallback, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/i18n/i18n';
import { sessionCells } from '../../logic/sessions';
import { openSlip } from '../../stores/bet-slip-store';
import { LockedTag } from './locked-tag';
import styles from './market-table.module.css';
import { RateCell } from './rate-cell';

/**
 * A session row's props: primitives only, so a row re-renders (commits) only when its own
 * numbers, status, limit or remark change. Exported for the render benchmark.
 */
export interface SessionRowProps {
  sessionId: string;
  name: string;
  runsNo: number;
  oddsNo: number;
  runsYes: number;
  oddsYes: number;
  /** The feed's running_status when the row is locked, '' when open. */
  lockedStatus: string;
  /** Session limit (max stake). */
  max: number;
  remark: string;
}

export function sessionRowProps(session: Session): SessionRowProps {
  const cells = sessionCells(session);
  return {
    sessionId: session.session_id,
    name: session.session_name,
    runsNo: cells.runsNo,
    oddsNo: cells.oddsNo,
    runsYes: cells.runsYes,
    oddsYes: cells.oddsYes,
    lockedStatus: cells.locked ? session.running_status : '',
    max: session.max ?? 0,
    remark: session.remark?.trim() ?? '',
  };
}

/** One session: name, limit and remark toggle; NO (runsNo / oddsNo x100) and YES cells. */
export const SessionRow = memo(function SessionRow(props: SessionRowProps) {
  const t = useT();
  const [showRemark, setShowRemark] = useState(false);
  const { sessionId, name, runsNo, oddsNo, runsYes, oddsYes, lockedStatus, max, remark } = props;
  const locked = lockedStatus !== '';
  const pick = useCallback(
    (type: 'Y' | 'N', odds: number, run: number) =>
      openSlip({ market: 'fancy', selectionId: sessionId, label: name, type, odds, run }),
    [sessionId, name],
  );
  return (
    <>
      <tr className={styles.row} data-testid={`session-row-${sessionId}`}>
        <td className={styles.name}>
          <span className={styles.title}>{name}</span>
          <span className={styles.meta}>
            <span className="num">
              {t('sports.sessionLimit')}: {max}
            </span>
            {locked && <LockedTag status={lockedStatus} />}
            {remark && (
              <button
                type="button"
                className={styles.remarkToggle}
                aria-expanded={showRemark}
                onClick={() => setShowRemark((open) => !open)}
              >
                <Icon name="info" size={13} />
                {t('sports.remark')}
              </button>
            )}
          </span>
        </td>
        <td className={styles.rateTd}>
          <RateCell
            side="lay"
            run={runsNo}
            rate={oddsNo}
            locked={locked}
            label={`${name} ${t('sports.no')}`}
            onPick={() => pick('N', oddsNo, runsNo)}
          />
        </td>
        <td className={styles.rateTd}>
          <RateCell
            side="back"
            run={runsYes}
            rate={oddsYes}
            locked={locked}
            label={`${name} ${t('sports.yes')}`}
            onPick={() => pick('Y', oddsYes, runsYes)}
          />
        </td>
      </tr>
      {remark && showRemark && (
        <tr>
          <td colSpan={3} className={styles.remark}>
            {remark}
          </td>
        </tr>
      )}
    </>
  );
});
