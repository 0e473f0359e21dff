/** Off loopback the control room needs the admin token (printed by the mock at start-up, or ADMIN_TOKEN). */
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { useControlStore } from '../stores/control-store';
import styles from './trigger-panel.module.css';

export function TokenGate() {
  const [token, setToken] = useState('');
  const id = useId();
  return (
    <Panel title="Admin token needed">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (token.trim()) useControlStore.getState().setToken(token.trim());
        }}
      >
        <div className={styles.field}>
          <label className={styles.label} htmlFor={id}>
            Admin token
          </label>
          <input
            id={id}
            className={styles.input}
            type="password"
            autoComplete="off"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            aria-describedby={`${id}-help`}
          />
          <p className={styles.help} id={`${id}-help`}>
            This simulator listens on the network: its control room needs the token it printed at start-up (or
            ADMIN_TOKEN). It stays in this tab only.
          </p>
        </div>
        <div className={styles.buttons}>
          <Button type="submit">Connect</Button>
        </div>
      </form>
    </Panel>
  );
}
