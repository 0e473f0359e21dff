import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/i18n/i18n';
import styles from './statement.module.css';

interface StatementPaginationProps {
  page: number;
  pages: number;
  disabled: boolean;
  onPage: (page: number) => void;
}

/** Prev / Next, 50 rows a page. */
export function StatementPagination({ page, pages, disabled, onPage }: StatementPaginationProps) {
  const t = useT();
  return (
    <nav className={styles.pagination} aria-label={t('title.statement')}>
      <Button
        variant="outline"
        size="small"
        disabled={disabled || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Icon name="chevronLeft" size={16} />
        {t('account.statement.prev')}
      </Button>
      <span className={styles.pageText}>
        {t('account.statement.page').replace('{page}', String(page)).replace('{pages}', String(pages))}
      </span>
      <Button
        variant="outline"
        size="small"
        disabled={disabled || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('account.statement.next')}
        <Icon name="chevronRight" size={16} />
      </Button>
    </nav>
  );
}
