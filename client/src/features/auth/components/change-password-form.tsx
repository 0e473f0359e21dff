import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form/password-field';
import { type MessageKey, useT } from '@/i18n/i18n';
import { notify } from '@/stores/notifications-store';
import { type ChangePasswordInput, useUpdateUserPassword } from '../api/update-user-password';
import styles from './auth-form.module.css';

type Field = keyof ChangePasswordInput;
type Errors = Partial<Record<Field, MessageKey>>;

const EMPTY: ChangePasswordInput = { oldPassword: '', password: '', confirmPassword: '' };

/** The messages of spec 000 §5, first failing rule per field. */
export function validatePasswordChange(values: ChangePasswordInput): Errors {
  const errors: Errors = {};
  if (!values.oldPassword) errors.oldPassword = 'password.oldRequired';
  if (!values.password) errors.password = 'password.newRequired';
  if (!values.confirmPassword) errors.confirmPassword = 'password.confirmRequired';
  else if (values.password && values.confirmPassword !== values.password)
    errors.confirmPassword = 'password.mismatch';
  return errors;
}

interface ChangePasswordFormProps {
  /** Called after the server accepted the new password (the toast is already shown). */
  onChanged: () => void;
}

export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const t = useT();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useUpdateUserPassword({
    onSuccess: (body) => {
      notify.success(body.data.message || body.message || t('password.changed'));
      setValues(EMPTY);
      onChanged();
    },
  });

  const update = (field: Field) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors[field]) setErrors(validatePasswordChange(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (found.confirmPassword === 'password.mismatch')
      notify.error(t('password.mismatch'), { title: t('error.title') });
    if (Object.keys(found).length > 0 || mutation.isPending) return;
    mutation.mutate(values);
  };

  const error = (field: Field) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PasswordField
        label={t('password.current')}
        name="oldPassword"
        autoComplete="current-password"
        value={values.oldPassword}
        error={error('oldPassword')}
        onChange={update('oldPassword')}
      />
      <PasswordField
        label={t('password.new')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={error('password')}
        onChange={update('password')}
      />
      <PasswordField
        label={t('password.confirm')}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={error('confirmPassword')}
        onChange={update('confirmPassword')}
      />
      <Button type="submit" block className={styles.submit} disabled={mutation.isPending}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
