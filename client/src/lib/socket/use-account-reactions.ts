import { useEffect } from 'react';
import { type AccountReactions, registerAccountReactions } from './account-events';

/** Subscribes the areas' reactions to account pushes while mounted (the app shell, once). */
export function useAccountReactions(areas: readonly AccountReactions[]): void {
  useEffect(() => registerAccountReactions(areas), [areas]);
}
