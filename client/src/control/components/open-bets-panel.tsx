/** Open (unsettled) bets across every area, newest first. */

import { Panel } from '../../components/ui/panel';
import { formatMoney } from '../../lib/format';
import { formatScenarioTime } from '../logic/virtual-time';
import { useControlStore } from '../stores/control-store';
import styles from './tables.module.css';

export function OpenBetsPanel() {
  const bets = useControlStore((store) => store.state?.openBets ?? []);
  return (
    <Panel title={`Open bets (${bets.length})`} flush>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={styles.scroll} tabIndex={0} aria-label="Open bets table">
        <table className={styles.table}>
          <caption className="visually-hidden">Open bets per area, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Placed</th>
              <th scope="col">User</th>
              <th scope="col">Area</th>
              <th scope="col">Market</th>
              <th scope="col">Type</th>
              <th scope="col" className={styles.end}>
                Rate
              </th>
              <th scope="col" className={styles.end}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {bets.map((bet) => (
              <tr
                key={`${bet.time}-${bet.username}-${bet.area}-${bet.market}-${bet.type}-${bet.rate}-${bet.amount}`}
              >
                <td className="num">{formatScenarioTime(bet.time).slice(-8)}</td>
                <td>{bet.username}</td>
                <td>{bet.area}</td>
                <td>{bet.market}</td>
                <td>{bet.type}</td>
                <td className={`${styles.end} num`}>{bet.rate}</td>
                <td className={`${styles.end} num`}>{formatMoney(bet.amount)}</td>
              </tr>
            ))}
            {bets.length === 0 && (
              <tr>
                <td colSpan={7} className={styles.empty}>
                  No open bets.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
    </Panel>
  );
}
