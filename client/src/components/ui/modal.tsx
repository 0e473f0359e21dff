import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { t } from '@/i18n/i18n';
import { Icon } from './icon';
import styles from './modal.module.css';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** The × in the title bar; off when the footer has its own Close button. */
  closeIcon?: boolean;
}

/** A centred dialog; Escape and the overlay close it. */
export function Modal({ title, onClose, children, footer, closeIcon = true }: ModalProps) {
  const titleId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const overlay = overlayRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    // A press on the dimmed backdrop (not inside the dialog) closes it.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === overlay) onClose();
    };
    document.addEventListener('keydown', onKey);
    overlay?.addEventListener('mousedown', onBackdrop);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      overlay?.removeEventListener('mousedown', onBackdrop);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return createPortal(
    <div className={styles.overlay} ref={overlayRef}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closeIcon && (
            <button type="button" className={styles.x} onClick={onClose} aria-label={t('common.close')}>
              <Icon name="close" />
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
