/** Every account with its balance, exposure and open bets, live. */

import { Panel } from '../../components/ui/panel';
import { formatMoney } from '../../lib/format';
import { useControlStore } from '../stores/control-store';
import styles from './tables.module.css';

export function UsersPanel() {
  const users = useControlStore((store) => store.state?.users ?? []);
  return (
    <Panel title={`Users (${users.length})`} flush>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={styles.scroll} tabIndex={0} aria-label="Users table">
        <table className={styles.table}>
          <caption className="visually-hidden">Users with balance and exposure</caption>
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Role</th>
              <th scope="col" className={styles.end}>
                Balance
              </th>
              <th scope="col" className={styles.end}>
                Exposure
              </th>
              <th scope="col" className={styles.end}>
                Open bets
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.userId}>
                <th scope="row">
                  <span className={styles.primary}>{user.username}</span>
                  <span className={styles.secondary}>{user.name}</span>
                </th>
                <td>{user.userType}</td>
                <td className={`${styles.end} num`}>{formatMoney(user.balance)}</td>
                <td className={`${styles.end} num ${user.exposure < 0 ? styles.loss : ''}`}>
                  {formatMoney(user.exposure)}
                </td>
                <td className={`${styles.end} num`}>{user.openBets}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Panel>
  );
}
