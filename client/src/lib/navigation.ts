/**
 * Navigation for code outside React (API client, socket handlers). The app registers the
 * router's navigate at start-up; before that (and in tests) it falls back to a full load.
 */
export interface NavigateOptions {
  replace?: boolean;
}
type Navigate = (to: string, options?: NavigateOptions) => void;

const hardNavigate: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

let current: Navigate = hardNavigate;

export function registerNavigator(navigate: Navigate): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = hardNavigate;
  };
}

export function navigate(to: string, options?: NavigateOptions): void {
  current(to, options);
}

const hardReload = () => window.location.reload();
let reloader: () => void = hardReload;

/** For tests (jsdom cannot reload): stands in for the browser's reload; returns the undo. */
export function registerReloader(reload: () => void): () => void {
  reloader = reload;
  return () => {
    if (reloader === reload) reloader = hardReload;
  };
}

/** The browser's own reload (pull-to-refresh; on match details marketReload and the bet-modal switch). */
export function reloadPage(): void {
  reloader();
}
