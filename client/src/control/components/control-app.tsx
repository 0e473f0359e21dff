/** The control room: the scenario and its clock on top, demo moments and triggers, the live journal, users and bets. */
import { useControlSocket } from '../hooks/use-control-socket';
import { useControlStore } from '../stores/control-store';
import { ClockBar } from './clock-bar';
import styles from './control-app.module.css';
import { FaultsPanel } from './faults-panel';
import { JournalPanel } from './journal-panel';
import { MomentsPanel } from './moments-panel';
import { OpenBetsPanel } from './open-bets-panel';
import { OutcomeBanner } from './outcome-banner';
import { TokenGate } from './token-gate';
import { TriggerPanel } from './trigger-panel';
import { UsersPanel } from './users-panel';

const CONNECTION_TEXT = {
  connecting: 'Connecting',
  live: 'Live',
  offline: 'Offline',
  'needs-token': 'Needs token',
} as const;

export function ControlApp() {
  useControlSocket();
  const connection = useControlStore((store) => store.connection);
  const state = useControlStore((store) => store.state);

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            ESK
          </span>
          <h1 className={styles.title}>Control room</h1>
        </div>
        {state && (
          <p className={styles.scenario}>
            <span className={styles.scenarioLabel}>Scenario</span> {state.status.scenario}
            <span className={styles.seed}>seed {state.status.seed}</span>
          </p>
        )}
        <p className={`${styles.connection} ${styles[connection]}`}>
          <span className={styles.dot} aria-hidden="true" />
          {CONNECTION_TEXT[connection]}
        </p>
      </header>
      <main className={styles.main}>
        {connection === 'needs-token' && <TokenGate />}
        {state ? (
          <>
            <ClockBar />
            <div className={styles.columns}>
              <div className={styles.column}>
                <MomentsPanel />
                <TriggerPanel />
                <FaultsPanel />
              </div>
              <div className={styles.column}>
                <JournalPanel />
              </div>
            </div>
            <div className={styles.columns}>
              <UsersPanel />
              <OpenBetsPanel />
            </div>
          </>
        ) : (
          connection !== 'needs-token' && <p className={styles.waiting}>Connecting to the simulator…</p>
        )}
      </main>
      <OutcomeBanner />
    </div>
  );
}
