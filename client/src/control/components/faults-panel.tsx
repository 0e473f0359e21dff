/**
 * Faults, switchable: the HTTP faults in their window (each can be ended now), quick ones
 * for a demo of a bad network, and the actions the scenario could not apply.
 */
import type { ScenarioActionInput } from '@esk/contracts/sim/actions';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { triggerAll } from '../api/admin';
import { formatScenarioTime } from '../logic/virtual-time';
import { useControlStore } from '../stores/control-store';
import styles from './faults-panel.module.css';

const QUICK: readonly { label: string; action: ScenarioActionInput }[] = [
  {
    label: 'Slow the API (+2 s for 30 s)',
    action: { type: 'fault.http', path: '/v1/', latencyMs: 2000, durationMs: 30_000 },
  },
  {
    label: 'Fail the API (503 for 30 s)',
    action: { type: 'fault.http', path: '/v1/', status: 503, durationMs: 30_000 },
  },
  { label: 'Drop every socket', action: { type: 'fault.socketDisconnect', channel: 'all' } },
];

export function FaultsPanel() {
  const faults = useControlStore((store) => store.state?.faults ?? []);
  const errors = useControlStore((store) => store.state?.errors ?? []);
  return (
    <Panel title="Faults">
      <div className={styles.quick}>
        {QUICK.map(({ label, action }) => (
          <Button key={label} variant="outline" size="small" onClick={() => triggerAll(label, [action])}>
            {label}
          </Button>
        ))}
      </div>
      <h3 className={styles.heading}>Active HTTP faults</h3>
      {faults.length === 0 ? (
        <p className={styles.none}>None: every answer is the real one.</p>
      ) : (
        <ul className={styles.list}>
          {faults.map((fault) => (
            <li
              key={`${fault.path}-${fault.until}-${fault.status}-${fault.latencyMs}`}
              className={styles.fault}
            >
              <span>
                <code>{fault.path}</code>{' '}
                {fault.status !== null ? `answers ${fault.status}` : `+${fault.latencyMs} ms`} until{' '}
                <span className="num">{formatScenarioTime(fault.until).slice(-8)}</span>
              </span>
              <Button
                variant="outline"
                size="small"
                onClick={() => triggerAll(`Clear ${fault.path}`, [{ type: 'fault.clear', path: fault.path }])}
              >
                End now<span className="visually-hidden"> ({fault.path})</span>
              </Button>
            </li>
          ))}
          <li>
            <Button
              variant="danger"
              size="small"
              onClick={() => triggerAll('Clear every fault', [{ type: 'fault.clear' }])}
            >
              End every fault
            </Button>
          </li>
        </ul>
      )}
      {errors.length > 0 && (
        <>
          <h3 className={styles.heading}>Actions the scenario could not apply</h3>
          <ul className={styles.list}>
            {errors.map((error) => (
              <li key={`${error.at}-${error.type}-${error.message}`} className={styles.error}>
                <span className="num">{formatScenarioTime(error.at).slice(-8)}</span>{' '}
                <code>{error.type}</code>: {error.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
