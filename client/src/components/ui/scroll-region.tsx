import { type HTMLAttributes, type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * A box that may scroll (a wide table at 375 px, a long list). WCAG 2.1.1: a keyboard user must be
 * able to reach and scroll it, and a screen reader must hear what it is. Decision: it becomes a named,
 * focusable region only while it actually overflows, so the many tables that fit add no empty tab stop.
 * The check runs in a layout effect (the same task as React's commit, so no scan or click can catch a
 * table that has just grown without its tab stop) and again whenever the box or its content is resized.
 */
export function useScrollRegion(ref: RefObject<HTMLElement | null>, label: string) {
  // After every render: the rows may have changed.
  useLayoutEffect(() => {
    if (ref.current) markScrollable(ref.current, label);
  });
  // Between renders: the viewport, a web font or an image may change the widths.
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => markScrollable(box, label));
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, label]);
}

/** Sets or clears the focusable-region attributes of `box` by whether its content overflows it. */
export function markScrollable(box: HTMLElement, label: string) {
  const overflows = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
  if (overflows) {
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', label);
  } else if (box.hasAttribute('role')) {
    box.removeAttribute('tabindex');
    box.removeAttribute('role');
    box.removeAttribute('aria-label');
  }
}

interface ScrollRegionProps extends HTMLAttributes<HTMLDivElement> {
  /** What the region holds, for screen readers ('My Account Statement'). */
  label: string;
  children: ReactNode;
}

/** A div that scrolls (its class sets the overflow) and is keyboard-reachable while it overflows. */
export function ScrollRegion({ label, children, ...rest }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollRegion(ref, label);
  return (
    <div ref={ref} {...rest}>
      {children}
    </div>
  );
}
