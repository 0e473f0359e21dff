import { Link } from 'react-router-dom';
import { ErrorPage } from '@/components/errors/error-page';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';

export function NotFoundRoute() {
  const t = useT();
  return (
    <ErrorPage code="404" message={t('error.notFound')}>
      <Link to={paths.root.href()} className={buttonClass()}>
        {t('common.mainMenu')}
      </Link>
    </ErrorPage>
  );
}
