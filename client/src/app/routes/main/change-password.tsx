import { Panel } from '@/components/ui/panel';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { useT } from '@/i18n/i18n';
import { endSession } from '@/lib/session';
import { useSessionStore } from '@/stores/session-store';
import { BackToMenu } from './back-to-menu';
import styles from './page.module.css';

/**
 * /main/changepassword. The server revokes every session of the user on a change, so
 * a success signs out and the user signs in again with the new password.
 */
export function ChangePasswordRoute() {
  const t = useT();
  const forced = useSessionStore((s) => s.session?.user.isPasswordChanged === false);
  return (
    <div className={`${styles.stack} ${styles.narrow}`}>
      <Panel title={t('password.title')}>
        <div className={styles.stack}>
          {forced && <p className={styles.notice}>{t('password.forced')}</p>}
          <ChangePasswordForm onChanged={endSession} />
        </div>
      </Panel>
      {!forced && <BackToMenu />}
    </div>
  );
}
