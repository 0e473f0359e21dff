import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'outline' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: 'normal' | 'small';
  block?: boolean;
}

export function buttonClass({
  variant = 'primary',
  size = 'normal',
  block = false,
}: ButtonProps = {}): string {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block]
    .filter(Boolean)
    .join(' ');
}

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClass({ variant, size, block }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
