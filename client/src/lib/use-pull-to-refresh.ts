import { useEffect, useState } from 'react';
import { PULL_TO_REFRESH_PX } from '@/config/constants';
import { reloadPage } from './navigation';

/**
 * Pull-to-refresh (spec 000 §2): pulling down from the top of the page by more than
 * PULL_TO_REFRESH_PX reloads it. Returns the current pull distance for an indicator.
 */
export function usePullToRefresh(): number {
  const [pull, setPull] = useState(0);
  useEffect(() => {
    let startY: number | null = null;
    let distance = 0;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const inModal = event.target instanceof Element && event.target.closest('[role="dialog"]');
      startY = window.scrollY <= 0 && touch && !inModal ? touch.clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      distance = Math.max(0, Math.min(touch.clientY - startY, PULL_TO_REFRESH_PX * 1.5));
      setPull(distance);
    };
    const onEnd = () => {
      if (startY !== null && distance >= PULL_TO_REFRESH_PX) reloadPage();
      startY = null;
      distance = 0;
      setPull(0);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, []);
  return pull;
}
