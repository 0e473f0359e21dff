import { useEffect } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { connectAccountSocket } from './account-socket';

/** Keeps the account channel open while signed in (mounted once by the app shell). */
export function useAccountSocket(): void {
  const userId = useSessionStore((s) => s.session?.user.userId);
  const token = useSessionStore((s) => s.session?.token);
  useEffect(() => {
    if (!userId || !token) return;
    return connectAccountSocket({ userId, token });
  }, [userId, token]);
}
