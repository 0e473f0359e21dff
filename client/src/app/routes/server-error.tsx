import { ErrorPage } from '@/components/errors/error-page';
import { buttonClass } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';

export function ServerErrorRoute() {
  const t = useT();
  return (
    <ErrorPage code="500" message={t('error.server')}>
      <a href="/" className={buttonClass()}>
        {t('error.reload')}
      </a>
    </ErrorPage>
  );
}
