import { describe, expect, it } from 'vitest';
import { markScrollable } from './scroll-region';

/** A box whose content is `content` px wide in a `width` px viewport (jsdom does no layout). */
function box(width: number, content: number) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: content });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 100 });
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 100 });
  return element;
}

describe('a scroll box', () => {
  it('that overflows is a focusable region named for screen readers', () => {
    const element = box(375, 620);
    markScrollable(element, 'My Account Statement');
    expect(element.tabIndex).toBe(0);
    expect(element.getAttribute('role')).toBe('region');
    expect(element.getAttribute('aria-label')).toBe('My Account Statement');
  });

  it('that fits adds no tab stop, and loses it again once its content fits', () => {
    const element = box(1280, 900);
    markScrollable(element, 'Ledger');
    expect(element.hasAttribute('tabindex')).toBe(false);
    expect(element.hasAttribute('role')).toBe(false);

    Object.defineProperty(element, 'scrollWidth', { configurable: true, value: 1600 });
    markScrollable(element, 'Ledger');
    expect(element.getAttribute('role')).toBe('region');
    Object.defineProperty(element, 'scrollWidth', { configurable: true, value: 1000 });
    markScrollable(element, 'Ledger');
    expect(element.hasAttribute('tabindex')).toBe(false);
    expect(element.hasAttribute('aria-label')).toBe(false);
  });
});
