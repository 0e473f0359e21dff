import { DATE_FORMATS, formatIst } from '@esk/contracts/dates';
import table from './table.module.css';

/** 'DD MMM hh:mm:ss AM' at +05:30 as a muted sub-line that may wrap between day and time. */
export function DateTimeText({ ms, className }: { ms: number; className?: string }) {
  const [day, time] = [formatIst(ms, DATE_FORMATS.dayMonth), formatIst(ms, DATE_FORMATS.timeSeconds)];
  return (
    <span className={[table.sub, table.wrap, className].filter(Boolean).join(' ')}>
      {day} <span className={table.nowrap}>{time}</span>
    </span>
  );
}
