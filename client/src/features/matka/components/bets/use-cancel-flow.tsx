import { type MatkaBet, matkaBetCancel } from '@esk/contracts/http/matka';
import { type RefObject, useCallback, useState } from 'react';
import { useCallAvailable } from '@/lib/api/availability';
import { setFocusSuccessor } from '@/lib/focus-return';
import { CancelBetDialog } from './cancel-bet-dialog';

/**
 * A bet table's Cancel: the row's button opens the confirmation. The dialog closes once the
 * lists have reloaded; the cancelled row's button is gone by then, so focus goes to `fallback`.
 * The cancel is ours (the spec names no call): once the server answers that it has none (the
 * real API), `onCancel` is undefined and the tables drop the column.
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
  const available = useCallAvailable(matkaBetCancel);
  const dialog = bet ? <CancelBetDialog bet={bet} onClose={() => setBet(null)} /> : null;
  return { onCancel: available ? onCancel : undefined, dialog };
}
