import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import styles from './page.module.css';

/** The 'BACK TO MAIN MENU' link most pages end with. */
export function BackToMenu() {
  const t = useT();
  return (
    <div className={styles.back}>
      <Link to={paths.main.dashboard.href()} className={buttonClass({ variant: 'secondary', block: true })}>
        {t('common.backToMainMenu')}
      </Link>
    </div>
  );
}
