/**
 * The sandbox of every frame the client embeds (score board, TV, casino provider games, the
 * free game). A frame from another site runs its scripts in its own origin, may submit
 * forms and open popups, but can never navigate or script this page (no
 * allow-top-navigation). A frame from this page's own origin gets scripts only, in an
 * opaque origin: with allow-same-origin it could reach the session in this origin's
 * storage and lift its own sandbox. (The mock's pages also sandbox themselves by CSP.)
 */
export const CROSS_ORIGIN_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation';
export const SAME_ORIGIN_SANDBOX = 'allow-scripts';

export function frameSandbox(src: string, origin: string = location.origin): string {
  let frameOrigin: string;
  try {
    frameOrigin = new URL(src, origin).origin;
  } catch {
    return SAME_ORIGIN_SANDBOX;
  }
  return frameOrigin === origin ? SAME_ORIGIN_SANDBOX : CROSS_ORIGIN_SANDBOX;
}
