/** The sales moments: one click each, named after what they do to what exists now. */
import { Panel } from '../../components/ui/panel';
import { triggerAll } from '../api/admin';
import { salesMoments } from '../logic/sales-moments';
import { useControlStore } from '../stores/control-store';
import styles from './moments-panel.module.css';

export function MomentsPanel() {
  const state = useControlStore((store) => store.state);
  if (!state) return null;
  return (
    <Panel title="Demo moments">
      <ul className={styles.grid}>
        {salesMoments(state).map((moment) => (
          <li key={moment.id}>
            <button
              type="button"
              className={`${styles.moment} ${styles[moment.tone]}`}
              disabled={moment.unavailable !== undefined}
              aria-describedby={`${moment.id}-detail`}
              onClick={() => triggerAll(moment.label, moment.actions)}
            >
              <span className={styles.label}>{moment.label}</span>
              <span className={styles.detail} id={`${moment.id}-detail`}>
                {moment.unavailable ?? moment.detail}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
