/**
 * The scenario and its clock: pick a scenario, load it with a seed, reset; pause, resume,
 * step to the next scheduled moment, jump ahead, change the speed; what the script does next
 * (schedule-strip). The virtual time runs on here between pushes (from the last status and
 * its speed), so the display never polls.
 */
import { calls } from '@esk/contracts';
import type { ControlState } from '@esk/contracts/control';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { admin, clockCommand, runCommand } from '../api/admin';
import { formatElapsed, formatScenarioTime, parseElapsed, virtualNow } from '../logic/virtual-time';
import { useControlStore } from '../stores/control-store';
import styles from './clock-bar.module.css';
import { ScheduleStrip } from './schedule-strip';

type ScenarioInfo = { name: string; title: string };

const SPEEDS = [0.5, 1, 2, 5, 10, 60] as const;
const JUMPS = [
  { ms: 10_000, label: '+10 s' },
  { ms: 60_000, label: '+1 min' },
  { ms: 600_000, label: '+10 min' },
] as const;

function useTicking(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

type Status = ControlState['status'];

export function ClockBar() {
  const state = useControlStore((store) => store.state);
  const stateAt = useControlStore((store) => store.stateAt);
  const status = state?.status;
  const wallNow = useTicking(status?.running ?? false);
  if (!status) return null;
  const now = virtualNow(status, stateAt, wallNow);
  return (
    <section className={styles.bar} aria-label="Scenario and clock">
      <ClockTime status={status} now={now} />
      <ClockButtons status={status} />
      <SeekForm status={status} />
      <LoadForm status={status} />
      <ScheduleStrip now={now} />
    </section>
  );
}

/** Running, paused or ended; the scenario time and how far into the scenario it is. */
function ClockTime({ status, now }: { status: Status; now: number }) {
  const phase = status.ended ? 'Ended' : status.running ? 'Running' : 'Paused';
  return (
    <div className={styles.time}>
      <p className={`${styles.phase} ${styles[phase.toLowerCase()]}`}>{phase}</p>
      <p className={`${styles.clock} num`}>
        <span className="visually-hidden">Scenario time </span>
        <time dateTime={new Date(now).toISOString()}>{formatScenarioTime(now)}</time>
      </p>
      <p className={`${styles.elapsed} num`}>
        T+{formatElapsed(now - status.startedAt)}
        {status.endsAt !== null && <> of {formatElapsed(status.endsAt - status.startedAt)}</>} · ×
        {status.speed}
      </p>
    </div>
  );
}

/** Pause or resume, step, jump ahead, the speed. */
function ClockButtons({ status }: { status: Status }) {
  const speedId = useId();
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">Clock</legend>
      {status.running ? (
        <Button variant="secondary" onClick={() => clockCommand('Pause', { command: 'pause' })}>
          Pause
        </Button>
      ) : (
        <Button onClick={() => clockCommand('Resume', { command: 'resume' })} disabled={status.ended}>
          Resume
        </Button>
      )}
      <Button variant="outline" onClick={() => clockCommand('Step', { command: 'step' })}>
        Step
      </Button>
      {JUMPS.map((jump) => (
        <Button
          key={jump.ms}
          variant="outline"
          onClick={() => clockCommand(`Advance ${jump.label}`, { command: 'advance', ms: jump.ms })}
        >
          {jump.label}
        </Button>
      ))}
      <div className={styles.field}>
        <label htmlFor={speedId}>Speed</label>
        <select
          id={speedId}
          value={String(status.speed)}
          onChange={(event) =>
            clockCommand(`Speed ×${event.target.value}`, {
              command: 'speed',
              speed: Number(event.target.value),
            })
          }
        >
          {[...new Set([...SPEEDS, status.speed])]
            .sort((a, b) => a - b)
            .map((speed) => (
              <option key={speed} value={String(speed)}>
                ×{speed}
              </option>
            ))}
        </select>
      </div>
    </fieldset>
  );
}

/** Go to a moment (T+3:30), forward only. */
function SeekForm({ status }: { status: Status }) {
  const [target, setTarget] = useState('');
  const seekId = useId();
  const seek = () => {
    const ms = parseElapsed(target);
    if (ms === undefined) {
      useControlStore
        .getState()
        .report(false, `Go to: '${target}' is not a time such as 3:30, 1:02:00 or 90s`);
      return;
    }
    void clockCommand(`Go to T+${formatElapsed(ms)}`, { command: 'seek', to: status.startedAt + ms });
  };
  return (
    <form
      className={styles.group}
      aria-label="Go to a moment"
      onSubmit={(event) => {
        event.preventDefault();
        seek();
      }}
    >
      <div className={styles.field}>
        <label htmlFor={seekId}>Go to T+</label>
        <input
          id={seekId}
          className={styles.seek}
          value={target}
          placeholder="3:30"
          aria-describedby={`${seekId}-help`}
          onChange={(event) => setTarget(event.target.value)}
        />
      </div>
      <span id={`${seekId}-help`} className="visually-hidden">
        Minutes and seconds since the start (3:30), or 90s, 4m; forward only
      </span>
      <Button type="submit" variant="outline">
        Go
      </Button>
    </form>
  );
}

/** Pick a scenario and load it with a seed; reset the running one. */
function LoadForm({ status }: { status: Status }) {
  const [scenarios, setScenarios] = useState<ScenarioInfo[]>([]);
  const [chosen, setChosen] = useState('');
  const [seed, setSeed] = useState('');
  const ids = { scenario: useId(), seed: useId() };
  useEffect(() => {
    admin.call(calls.admin.scenarios, {}).then(
      (answer) => setScenarios(answer.scenarios),
      () => setScenarios([]),
    );
  }, []);
  const scenarioName = chosen || status.scenario;
  const load = () =>
    runCommand(`Load ${scenarioName}`, async () => {
      useControlStore.getState().setStatus(
        await admin.call(calls.admin.load, {
          name: scenarioName,
          ...(seed.trim() ? { seed: seed.trim() } : {}),
        }),
      );
    });
  const reset = () =>
    runCommand('Reset', async () =>
      useControlStore.getState().setStatus(await admin.call(calls.admin.reset, {})),
    );
  return (
    <form
      className={styles.group}
      aria-label="Load a scenario"
      onSubmit={(event) => {
        event.preventDefault();
        void load();
      }}
    >
      <div className={styles.field}>
        <label htmlFor={ids.scenario}>Scenario</label>
        <select id={ids.scenario} value={scenarioName} onChange={(event) => setChosen(event.target.value)}>
          {!scenarios.some((scenario) => scenario.name === status.scenario) && (
            <option value={status.scenario}>{status.scenario}</option>
          )}
          {scenarios.map((scenario) => (
            <option key={scenario.name} value={scenario.name}>
              {scenario.title || scenario.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.seed}>Seed</label>
        <input
          id={ids.seed}
          className={styles.seed}
          value={seed}
          placeholder={status.seed}
          onChange={(event) => setSeed(event.target.value)}
        />
      </div>
      <Button type="submit">Load</Button>
      <Button variant="outline" onClick={reset}>
        Reset
      </Button>
    </form>
  );
}
