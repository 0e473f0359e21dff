import { useEffect, useRef } from 'react';

const FLASH: Keyframe[] = [{ opacity: 0.65 }, { opacity: 0 }];

/**
 * Flashes the returned element when `value` changes (Web Animations, no React state, so a tick
 * re-renders nothing but the cells whose value moved). Not with prefers-reduced-motion: the
 * value still changes, the cell does not blink (the CSS reset does not reach Web Animations).
 */
export function useFlashOnChange<E extends HTMLElement>(value: string) {
  const ref = useRef<E>(null);
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    const element = ref.current;
    if (!element || typeof element.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    element.animate(FLASH, { duration: 600 });
  }, [value]);
  return ref;
}
