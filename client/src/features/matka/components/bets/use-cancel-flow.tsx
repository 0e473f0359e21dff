import type { MatkaBet } from '@esk/contracts/http/matka';
import { type RefObject, useCallback, useState } from 'react';
import { setFocusSuccessor } from '@/lib/focus-return';
import { CancelBetDialog } from './cancel-bet-dialog';

/**
 * A bet table's Cancel: the row's button opens the confirmation. The dialog closes once the
 * lists have reloaded; the cancelled row's button is gone by then, so focus goes to `fallback`.
 */
export function useCancelFlow(fallback: RefObject<HTMLElement | null>) {
  const [bet, setBet] = useState<(MatkaBet & { _id: string }) | null>(null);
  const onCancel = useCallback(
    (row: MatkaBet, button: HTMLButtonElement) => {
      if (!row._id) return;
      if (fallback.current) setFocusSuccessor(button, fallback.current);
      setBet({ ...row, _id: row._id });
    },
    [fallback],
  );
  const dialog = bet ? <CancelBetDialog bet={bet} onClose={() => setBet(null)} /> : null;
  return { onCancel, dialog };
}
