import { useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useT } from '@/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import type { LoginBody } from '@/stores/session-store';
import styles from './signin.module.css';

/**
 * /signin: after a client signs in, load domain settings, then the password page or the
 * dashboard. The domain-settings module (shared with the shell) loads only then.
 */
export function SignInRoute() {
  const t = useT();
  const navigate = useNavigate();

  const onSignedIn = async (body: LoginBody) => {
    await import('@/features/domain-settings/api/get-domain-setting')
      .then(({ getDomainSettingQueryOptions }) => queryClient.fetchQuery(getDomainSettingQueryOptions()))
      .catch(() => null);
    const next = body.data.isPasswordChanged ? paths.main.dashboard.href() : paths.main.changePassword.href();
    navigate(next, { replace: true });
  };

  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <div className={styles.column}>
        <div className={styles.brand}>
          <Logo size={32} />
        </div>
        <div className={styles.card}>
          <h1 className={styles.title}>{t('signin.title')}</h1>
          <SignInForm onSignedIn={onSignedIn} />
        </div>
      </div>
    </main>
  );
}
