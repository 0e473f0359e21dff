import { useMatches } from 'react-router-dom';
import { type MessageKey, useT } from '@/i18n/i18n';

/** Route `handle` of the portal's pages: the header's section title. */
export interface RouteHandle {
  title?: MessageKey;
}

const hasTitle = (handle: unknown): handle is Required<RouteHandle> =>
  typeof handle === 'object' && handle !== null && typeof Reflect.get(handle, 'title') === 'string';

/** The title of the deepest matched route that has one. */
export function useSectionTitle(): string {
  const t = useT();
  const key = useMatches()
    .map((match) => match.handle)
    .filter(hasTitle)
    .at(-1)?.title;
  return key ? t(key) : '';
}
