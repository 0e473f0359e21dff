/**
 * Where focus goes when the element it should return to cannot take it (left the page or
 * disabled). A bet slip names the rate that opened it as its successor: a dialog opened from
 * the slip's Done button (confirm, result) closes while Done is disabled or after the slip is
 * gone, and focus then lands on that rate instead of falling to <body>.
 */
const successors = new WeakMap<Element, HTMLElement>();

/** When `region` (or anything inside it) is gone, focus that should return there goes to `to`. */
export function setFocusSuccessor(region: Element, to: HTMLElement): void {
  successors.set(region, to);
}

const canTakeFocus = (el: HTMLElement) =>
  el.isConnected && !(el as HTMLElement & { disabled?: boolean }).disabled;

/** The element to give focus back to: `el` itself while it can take focus, else its region's successor. */
export function focusReturnTarget(el: HTMLElement | null): HTMLElement | null {
  let target = el;
  for (let hops = 0; target && !canTakeFocus(target) && hops < 4; hops++) {
    let node: Element | null = target;
    let next: HTMLElement | undefined;
    while (node && !next) {
      next = successors.get(node);
      node = node.parentElement;
    }
    target = next ?? null;
  }
  return target && canTakeFocus(target) ? target : null;
}
