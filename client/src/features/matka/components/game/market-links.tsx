import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import styles from './game.module.css';

/** The way on from a market page: back to its game menu (else the market list), and the bet list. */
export function MarketLinks({ menu }: { menu?: { name: string; matkaEventId: string } }) {
  const t = useT();
  return (
    <nav className={styles.links} aria-label={t('title.matkaList')}>
      {menu ? (
        <Link className={styles.link} to={paths.main.matkaType.href(menu.name, menu.matkaEventId)}>
          ‹ {t('title.matkaType')}
        </Link>
      ) : (
        <Link className={styles.link} to={paths.main.matkaList.href()}>
          ‹ {t('matka.backToList')}
        </Link>
      )}
      <Link className={styles.link} to={paths.main.matkaBetList.href()}>
        {t('title.matkaBetList')}
      </Link>
    </nav>
  );
}
