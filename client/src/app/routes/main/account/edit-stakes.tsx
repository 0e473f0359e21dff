import { EditStakesForm } from '@/features/account/components/stakes/edit-stakes-form';
import { BackToMenu } from '../back-to-menu';
import styles from '../page.module.css';
import account from './account.module.css';

/** /main/edit-stakes: the stake (chip) editor. */
export function EditStakesRoute() {
  return (
    <div className={`${styles.stack} ${account.medium}`}>
      <EditStakesForm />
      <BackToMenu />
    </div>
  );
}
