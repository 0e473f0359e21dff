import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '@/i18n/i18n';
import { Button } from '../ui/button';
import { ErrorPage } from './error-page';

interface State {
  error: unknown;
}

/** Last line of defence: a render error shows the 500 page, never a white screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[app] render error', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <ErrorPage code="500" message={t('error.server')}>
        <Button onClick={() => window.location.assign('/')}>{t('error.reload')}</Button>
      </ErrorPage>
    );
  }
}
