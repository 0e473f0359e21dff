import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ENTRY_PATH_KEY } from '@/lib/storage';

/** Remembers the page the user is on, so the root path can send them back (spec 000 §2). */
export function useRememberEntryPath(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    sessionStorage.setItem(ENTRY_PATH_KEY, `${pathname}${search}`);
  }, [pathname, search]);
}

export function readEntryPath(): string | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(ENTRY_PATH_KEY);
}
