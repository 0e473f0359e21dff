import { Link } from 'react-router-dom';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Icon } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';
import { Marquee } from '@/components/ui/marquee';
import { paths } from '@/config/paths';
import { SessionClock } from '@/features/protection/components/session-clock';
import { WalletSummary } from '@/features/wallet/components/wallet-summary';
import { useT } from '@/i18n/i18n';
import { logout } from '@/lib/logout';
import { useDomainSettingStore } from '@/stores/domain-setting-store';
import { useSessionStore } from '@/stores/session-store';
import styles from './header.module.css';
import { useSectionTitle } from './use-section-title';

interface HeaderProps {
  onOpenMenu: () => void;
}

/** Logo, wallet, logout (wide screens), section title, user and the notice banner (spec 000 §2). */
export function Header({ onOpenMenu }: HeaderProps) {
  const t = useT();
  const user = useSessionStore((s) => s.session?.user);
  const notice = useDomainSettingStore((s) => s.setting?.clientNotification?.trim());
  const title = useSectionTitle();
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <div className={styles.bar}>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            onClick={onOpenMenu}
            aria-label={t('common.openMenu')}
          >
            <Icon name="menu" size={24} />
          </button>
          <Link to={paths.main.dashboard.href()} className={styles.logo} aria-label={t('app.name')}>
            <Logo compact />
          </Link>
          <span className={styles.spacer} />
          <WalletSummary />
          <span className={styles.wideOnly}>
            <LanguageSwitch />
          </span>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.logout}`}
            onClick={logout}
            aria-label={t('header.logout')}
            title={t('header.logout')}
          >
            <Icon name="logout" size={22} />
          </button>
        </div>
      </div>
      <div className={styles.titleBar}>
        <div className={styles.titleInner}>
          <h1 className={styles.title} data-testid="section-title">
            {title}
          </h1>
          {user && (
            <span className={styles.user} data-testid="header-user">
              <Icon name="user" size={15} />
              <span className={styles.userText}>
                <span className={styles.userName}>{user.username}</span> ({user.name})
              </span>
            </span>
          )}
          <SessionClock />
        </div>
      </div>
      {notice && <Marquee text={notice} />}
    </header>
  );
}
