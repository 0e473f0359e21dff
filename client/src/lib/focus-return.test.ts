import { afterEach, describe, expect, it } from 'vitest';
import { focusReturnTarget, setFocusSuccessor } from './focus-return';

function button(parent: HTMLElement, label: string): HTMLButtonElement {
  const el = document.createElement('button');
  el.textContent = label;
  parent.append(el);
  return el;
}

/** A slip (section) on the page with a Done button, opened by `rate` when given. */
function slip(rate?: HTMLElement): { root: HTMLElement; done: HTMLButtonElement } {
  const root = document.createElement('section');
  document.body.append(root);
  const done = button(root, 'Done');
  if (rate) setFocusSuccessor(root, rate);
  return { root, done };
}

describe('focusReturnTarget', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('returns the element itself while it is on the page', () => {
    const rate = button(document.body, 'India LAGAI 60');
    expect(focusReturnTarget(rate)).toBe(rate);
  });

  it("hands focus from a removed slip's Done button to the rate that opened the slip", () => {
    const rate = button(document.body, 'India LAGAI 60');
    const { root, done } = slip(rate);
    root.remove();
    expect(focusReturnTarget(done)).toBe(rate);
  });

  it("hands focus from a disabled Done button (the slip is placing) to the slip's rate", () => {
    const rate = button(document.body, 'India LAGAI 60');
    const { done } = slip(rate);
    done.disabled = true;
    expect(focusReturnTarget(done)).toBe(rate);
  });

  it('gives nothing when the element left the page and no region named a successor', () => {
    const { root, done } = slip();
    root.remove();
    expect(focusReturnTarget(done)).toBeNull();
  });

  it('gives nothing when the successor left the page too', () => {
    const rate = button(document.body, 'India LAGAI 60');
    const { root, done } = slip(rate);
    root.remove();
    rate.remove();
    expect(focusReturnTarget(done)).toBeNull();
  });
});
