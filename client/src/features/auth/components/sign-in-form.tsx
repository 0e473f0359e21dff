import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { NOT_AUTHORISED_REDIRECT_MS } from '@/config/constants';
import { useT } from '@/i18n/i18n';
import { endSession } from '@/lib/session';
import { notify } from '@/stores/notifications-store';
import { usePreferencesStore } from '@/stores/preferences-store';
import { type LoginBody, useSessionStore } from '@/stores/session-store';
import { setWallet } from '@/stores/wallet-store';
import { preloadLogin, useLogin } from '../api/login';
import styles from './auth-form.module.css';

interface SignInFormProps {
  /** Called once a client is signed in and the session is stored. */
  onSignedIn: (body: LoginBody) => void;
}

type Touched = { username: boolean; password: boolean };

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState<Touched>({ username: false, password: false });
  const signIn = useSessionStore((s) => s.signIn);
  const applyLogin = usePreferencesStore((s) => s.applyLogin);

  const loginMutation = useLogin({
    onSuccess: (body) => {
      if (body.data.userType !== 'client') {
        notify.error(t('signin.notAuthorised'), { title: t('error.title') });
        setPassword('');
        setTimeout(endSession, NOT_AUTHORISED_REDIRECT_MS);
        return;
      }
      signIn(body);
      applyLogin(body.data);
      if (body.data.balance !== undefined) setWallet({ coins: body.data.balance });
      onSignedIn(body);
    },
  });

  const usernameError = touched.username && !username.trim() ? t('signin.usernameRequired') : undefined;
  const passwordError = touched.password && !password ? t('signin.passwordRequired') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    // Spec 000 §5: an empty field shows its message and nothing is sent.
    if (!username.trim() || !password || loginMutation.isPending) return;
    loginMutation.mutate({ username, password });
  };

  return (
    // The call's code loads while the reader types (a failure shows on submit).
    <form className={styles.form} onSubmit={submit} onFocus={() => preloadLogin().catch(() => {})} noValidate>
      <TextField
        label={t('signin.username')}
        name="username"
        icon="user"
        autoComplete="username"
        autoCapitalize="characters"
        spellCheck={false}
        value={username}
        error={usernameError}
        onChange={(e) => {
          setUsername(e.target.value.toUpperCase());
          setTouched((v) => ({ ...v, username: true }));
        }}
      />
      <PasswordField
        label={t('signin.password')}
        name="password"
        icon="lock"
        autoComplete="current-password"
        value={password}
        error={passwordError}
        onChange={(e) => {
          setPassword(e.target.value);
          setTouched((v) => ({ ...v, password: true }));
        }}
      />
      <Button type="submit" block className={styles.submit} disabled={loginMutation.isPending}>
        {t('signin.submit')}
      </Button>
      <ul className={styles.notes}>
        <li>{t('signin.noteTerritory')}</li>
        <li className={styles.adult}>{t('signin.noteAdults')}</li>
      </ul>
    </form>
  );
}
