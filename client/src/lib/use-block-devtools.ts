import { useEffect } from 'react';

/** Blocks the context menu and F12 (spec 000 §2) when enabled by configuration. */
export function useBlockDevtools(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onContextMenu = (event: MouseEvent) => event.preventDefault();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F12') event.preventDefault();
    };
    document.addEventListener('contextmenu', onContextMenu);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('contextmenu', onContextMenu);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [enabled]);
}
