import type { Suit } from '@esk/contracts/catalog/cards';
import type { ResultGroup } from '@esk/contracts/catalog/result-view';
import { useCallback } from 'react';
import { useT } from '@/i18n/i18n';
import { groupRoleKey } from '../../../i18n/result-labels';

/** A hand's label in the reader's language: 'Player A', 'Total 2', a suit's name. */
export function useGroupLabel(): (group: Pick<ResultGroup, 'role' | 'tag'>) => string {
  const t = useT();
  return useCallback(
    (group) => {
      if (group.role === 'suit' && group.tag) return t(`casino.result.suit.${group.tag as Suit}`);
      const role = t(groupRoleKey(group.role));
      return group.tag ? `${role} ${group.tag}` : role;
    },
    [t],
  );
}
