import { NavLink } from 'react-router-dom';
import { Icon, type IconName } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { type MessageKey, useT } from '@/i18n/i18n';
import { logout } from '@/lib/logout';
import styles from './side-menu.module.css';

interface MenuItem {
  label: MessageKey;
  href: string;
  icon: IconName;
}

/** Side menu items in the spec's order (000 §2), then LOGOUT. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { label: 'menu.home', href: paths.main.dashboard.href(), icon: 'home' },
  { label: 'menu.inPlay', href: paths.main.matches.href(), icon: 'play' },
  { label: 'menu.casino', href: paths.main.casino.href(), icon: 'casino' },
  { label: 'menu.freeGame', href: paths.main.freeGame.href(), icon: 'gift' },
  { label: 'menu.ledger', href: paths.main.ledger.href(), icon: 'ledger' },
  { label: 'menu.statement', href: paths.main.statement.href(), icon: 'statement' },
  { label: 'menu.exposure', href: paths.main.pendingBets.href(), icon: 'exposure' },
  { label: 'menu.profile', href: paths.main.profile.href(), icon: 'user' },
  { label: 'menu.rules', href: paths.main.rules.href(), icon: 'rules' },
  { label: 'menu.password', href: paths.main.changePassword.href(), icon: 'key' },
];

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  return (
    <nav className={styles.menu} aria-label="Main">
      <ul className={styles.list}>
        {MENU_ITEMS.map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              onClick={onNavigate}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              <Icon name={item.icon} size={20} />
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.logout} onClick={logout}>
        <Icon name="logout" size={20} />
        {t('menu.logout')}
      </button>
    </nav>
  );
}
