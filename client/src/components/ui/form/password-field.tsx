import { useState } from 'react';
import { t } from '@/i18n/i18n';
import { Icon } from '../icon';
import styles from './field.module.css';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'action'>) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t('signin.hidePassword') : t('signin.showPassword');
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      action={
        <button
          type="button"
          className={styles.action}
          onClick={() => setVisible((v) => !v)}
          aria-label={toggleLabel}
          aria-pressed={visible}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
        </button>
      }
    />
  );
}
