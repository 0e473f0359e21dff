/**
 * The scenario's timeline under the clock: per area, the next scripted actions with a
 * countdown on the virtual clock, pushed by the server when they change (no polling). Each
 * can be jumped to: the clock seeks to its moment and the script applies it.
 */
import { SCHEDULE_DEFAULT_WINDOW_MS } from '@esk/contracts/http/admin';
import { useId } from 'react';
import { clockCommand } from '../api/admin';
import { formatCountdown, formatWindow, SCHEDULE_AREA_LABELS, shortActionType } from '../rules/schedule-view';
import { formatScenarioTime } from '../rules/virtual-time';
import { useControlStore } from '../stores/control-store';
import styles from './schedule-strip.module.css';

/** `now`: the virtual time as the clock bar shows it (it runs on between pushes). */
export function ScheduleStrip({ now }: { now: number }) {
  const schedule = useControlStore((store) => store.schedule);
  const titleId = useId();
  const windowText = formatWindow(schedule?.windowMs ?? SCHEDULE_DEFAULT_WINDOW_MS);
  return (
    <section className={styles.strip} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Next in the script <span className={styles.window}>next {windowText}</span>
      </h2>
      {!schedule ? (
        <p className={styles.empty}>Reading the schedule…</p>
      ) : (
        <ul className={styles.areas}>
          {schedule.areas.map(({ area, next, more }) => {
            const label = SCHEDULE_AREA_LABELS[area];
            const upcoming = next.filter((item) => item.at > now - 1000);
            return (
              <li key={area} className={styles.area}>
                <h3 className={styles.areaName}>{label}</h3>
                {upcoming.length === 0 ? (
                  <p className={styles.empty}>Nothing in the next {windowText}</p>
                ) : (
                  <ol className={styles.items}>
                    {upcoming.map((item) => (
                      <li key={`${item.at}-${item.type}-${item.text}`} className={styles.item}>
                        <p className={styles.when}>
                          <time className="num" dateTime={new Date(item.at).toISOString()}>
                            {formatCountdown(item.at - now)}
                          </time>
                          <span className={styles.type}>
                            {/* 'other' mixes areas: its types keep their prefix (domain.update). */}
                            {area === 'other' ? item.type : shortActionType(item.type)}
                          </span>
                        </p>
                        <p className={styles.text} title={item.text}>
                          {item.text}
                        </p>
                        <button
                          type="button"
                          className={styles.jump}
                          aria-label={`Jump to ${formatScenarioTime(item.at)}: ${item.text}`}
                          onClick={() =>
                            clockCommand(`Jump to ${shortActionType(item.type)}`, {
                              command: 'seek',
                              to: item.at,
                            })
                          }
                          disabled={item.at <= now}
                        >
                          Jump
                        </button>
                      </li>
                    ))}
                  </ol>
                )}
                {more > 0 && <p className={styles.more}>+{more} more</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
