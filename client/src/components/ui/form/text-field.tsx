import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { Icon, type IconName } from '../icon';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  error?: string;
  icon?: IconName;
  /** A button inside the field on the right (show/hide). */
  action?: ReactNode;
}

export function TextField({ label, error, icon, action, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const inputClass = [
    styles.input,
    icon && styles.withIcon,
    action && styles.withAction,
    error && styles.invalid,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        {icon && <Icon name={icon} size={18} className={styles.leading} />}
        <input
          id={id}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {action}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
