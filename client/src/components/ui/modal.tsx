import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '@/i18n/i18n';
import { focusReturnTarget } from '@/lib/focus-return';
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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]';

/**
 * A centred dialog; Escape and the overlay close it. Focus moves into it (unless a child
 * takes it with autoFocus), Tab cycles inside it, and focus returns to where it was when
 * the dialog closes (or to its successor when that left the page: lib/focus-return).
 */
export function Modal({ title, onClose, children, footer, closeIcon = true }: ModalProps) {
  const titleId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Read while rendering: by the time effects run, a child's autoFocus has already moved focus in.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(() => {
    const overlay = overlayRef.current;
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
      if (event.key !== 'Tab' || !dialog) return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // A press on the dimmed backdrop (not inside the dialog) closes it.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === overlay) onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    overlay?.addEventListener('mousedown', onBackdrop);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      overlay?.removeEventListener('mousedown', onBackdrop);
      document.body.style.overflow = overflow;
      focusReturnTarget(opener)?.focus({ preventScroll: true });
    };
  }, [opener]);

  return createPortal(
    <div className={styles.overlay} ref={overlayRef}>
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={dialogRef}
        tabIndex={-1}
      >
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
        {/* Focusable so a keyboard can scroll a long body (rules, bet lists). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className={styles.body} tabIndex={0} aria-labelledby={titleId}>
          {children}
        </section>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
