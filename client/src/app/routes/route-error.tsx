import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundRoute } from './not-found';
import { ServerErrorRoute } from './server-error';

/** The router's errorElement: a 404 response shows the 404 page, anything else the 500 page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  console.error('[router] route error', error);
  return <ServerErrorRoute />;
}
