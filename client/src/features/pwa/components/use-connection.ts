/**
 * Whether the app can reach the network: the browser's online/offline events, and a probe the
 * reader can ask for (Retry): the runtime config, fetched past every cache (the service worker
 * never answers it), says whether the server answers again.
 */
import { useCallback, useEffect, useState } from 'react';

export type Connection = 'online' | 'offline' | 'checking' | 'still-offline';

const probeUrl = () => `${import.meta.env.BASE_URL}config.json`;

async function serverAnswers(): Promise<boolean> {
  try {
    const response = await fetch(probeUrl(), { cache: 'no-store' });
    return response.ok || response.status < 500;
  } catch {
    return false;
  }
}

export function useConnection(): { connection: Connection; retry: () => void } {
  const [connection, setConnection] = useState<Connection>(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online',
  );
  useEffect(() => {
    const online = () => setConnection('online');
    const offline = () => setConnection('offline');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, []);
  const retry = useCallback(() => {
    setConnection('checking');
    void serverAnswers().then((answers) =>
      // An online event meanwhile has the last word.
      setConnection((now) => (now !== 'checking' ? now : answers ? 'online' : 'still-offline')),
    );
  }, []);
  return { connection, retry };
}
