import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Icon } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';
import { useLoginCheck } from '@/features/auth/api/user-login-check';
import { useDomainSetting } from '@/features/domain-settings/api/get-domain-setting';
import { ProtectionWatch } from '@/features/protection/components/protection-watch';
import { RulesModal } from '@/features/rules/components/rules-modal';
import { useMatchListCacheExpiry } from '@/features/sports/api/get-match-list';
import { useUserBalance } from '@/features/wallet/api/get-user-balance';
import { useT } from '@/i18n/i18n';
import { useAccountReactions } from '@/lib/socket/use-account-reactions';
import { useAccountSocket } from '@/lib/socket/use-account-socket';
import { usePullToRefresh } from '@/lib/use-pull-to-refresh';
import { useSessionStore } from '@/stores/session-store';
import { AREA_ACCOUNT_REACTIONS } from './account-reactions';
import styles from './app-shell.module.css';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { useRememberEntryPath } from './use-remember-entry-path';

/** The signed-in layout: header, side menu, page, and the shell's background work. */
export function AppShell() {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const rulesPending = useSessionStore((s) => s.rulesPending);
  const dismissRules = useSessionStore((s) => s.dismissRules);
  const pull = usePullToRefresh();

  useUserBalance();
  useDomainSetting();
  useLoginCheck();
  useAccountReactions(AREA_ACCOUNT_REACTIONS);
  useAccountSocket();
  useMatchListCacheExpiry();
  useRememberEntryPath();

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <div className={styles.shell}>
      {pull > 0 && (
        <div
          className={styles.pull}
          style={{ transform: `translateY(${pull / 2}px) rotate(${pull * 3}deg)` }}
        >
          <Icon name="refresh" size={20} label={t('common.pullToRefresh')} />
        </div>
      )}
      <Header onOpenMenu={() => setMenuOpen(true)} />
      <div className={styles.body}>
        {menuOpen && (
          <button
            type="button"
            className={styles.scrim}
            onClick={closeMenu}
            aria-label={t('common.closeMenu')}
          />
        )}
        <aside className={menuOpen ? `${styles.aside} ${styles.asideOpen}` : styles.aside}>
          <div className={styles.drawerHead}>
            <Logo />
            <span className={styles.drawerTools}>
              <LanguageSwitch />
              <button
                type="button"
                className={styles.drawerClose}
                onClick={closeMenu}
                aria-label={t('common.closeMenu')}
              >
                <Icon name="close" size={22} />
              </button>
            </span>
          </div>
          <SideMenu onNavigate={closeMenu} />
        </aside>
        <main className={styles.main}>
          <Outlet />
        </main>
      </div>
      {rulesPending && <RulesModal onClose={dismissRules} />}
      {/* The reality check waits behind the rules shown after a login. */}
      {!rulesPending && <ProtectionWatch />}
    </div>
  );
}
