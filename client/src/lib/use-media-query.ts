import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@/config/constants';

function subscribe(query: string, onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const matches = (query: string) =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(query).matches;

export function useMediaQuery(query: string): boolean {
  const onSubscribe = useCallback((onChange: () => void) => subscribe(query, onChange), [query]);
  return useSyncExternalStore(
    onSubscribe,
    () => matches(query),
    () => false,
  );
}

/** Below 768 px (spec 000 §9, 001 §2.5) the bet slip opens inline on the page, not in a side panel. */
export const useIsMobile = (): boolean => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
