/**
 * The scenario's timeline under the clock: per area, the next scripted actions with a
 * countdown on the virtual clock, pushed by the server when they change (no polling). Each
 * can be jumped to: the clock seeks to its moment and the script applies it.
 */
import { useId } from 'react';
import { clockCommand } from '../api/admin';
import {
  formatCountdown,
  formatWindow,
  SCHEDULE_AREA_LABELS,
  SCHEDULE_WINDOWS,
  shortActionType,
} from '../logic/schedule-view';
import { formatScenarioTime } from '../logic/virtual-time';
import { useControlStore } from '../stores/control-store';
import styles from './schedule-strip.module.css';

/** `now`: the virtual time as the clock bar shows it (it runs on between pushes). */
export function ScheduleStrip({ now }: { now: number }) {
  const schedule = useControlStore((store) => store.schedule);
  const titleId = useId();
  const windowMs = useControlStore((store) => store.scheduleWindow);
  // The list shown is the one the server sent (its window may lag the choice by a push).
  const windowText = formatWindow(schedule?.windowMs ?? windowMs);
  return (
    <section className={styles.strip} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Next in the script
        </h2>
        {schedule && schedule.windowMs < windowMs && (
          <p className={styles.reading}>
            {schedule.windowMs === 0
              ? 'Catching up with the clock…'
              : `Reading ahead: ${formatWindow(schedule.windowMs)} so far`}
          </p>
        )}
        <label className={styles.windowField}>
          Look ahead
          <select
            value={String(windowMs)}
            onChange={(event) => useControlStore.getState().setScheduleWindow(Number(event.target.value))}
          >
            {SCHEDULE_WINDOWS.map((ms) => (
              <option key={ms} value={String(ms)}>
                {formatWindow(ms)}
              </option>
            ))}
          </select>
        </label>
      </div>
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
                  <p className={styles.empty}>
                    {/* Listed items the clock has passed: the next push brings the ones after them. */}
                    {next.length > 0 || schedule.windowMs === 0
                      ? 'Updating…'
                      : `Nothing in the next ${windowText}`}
                  </p>
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
                {more > 0 && upcoming.length > 0 && <p className={styles.more}>+{more} more</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
