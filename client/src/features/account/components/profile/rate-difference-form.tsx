import { RATE_DIFFERENCE_CHOICES } from '@esk/contracts/http/user';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import { useT } from '@/i18n/i18n';
import { usePreferencesStore } from '@/stores/preferences-store';
import { useUpdateRateReference } from '../../api/update-rate-reference';
import styles from './profile.module.css';

const OPTIONS = RATE_DIFFERENCE_CHOICES.map((value) => ({ value, label: String(value) }));

/** The stored fraction (0.02) as the choice it stands for (2), within 1 to 5. */
export const rateChoice = (fraction: number): number =>
  Math.min(5, Math.max(1, Math.round(fraction * 100) || 1));

/** Rate difference 1 to 5 with UPDATE (PATCH user/updateRateReffrenece {rate}). */
export function RateDifferenceForm() {
  const t = useT();
  const stored = usePreferencesStore((s) => s.rateReference);
  const [rate, setRate] = useState(() => rateChoice(stored));
  const update = useUpdateRateReference();
  return (
    <div className={styles.rateRow}>
      <span className={styles.rowLabel}>{t('account.profile.rateDifference')}</span>
      <div className={styles.rateControls}>
        <Segmented
          label={t('account.profile.rateDifference')}
          options={OPTIONS}
          value={rate}
          onChange={setRate}
        />
        <Button size="small" disabled={update.isPending} onClick={() => update.mutate(rate)}>
          {t('account.profile.update')}
        </Button>
      </div>
    </div>
  );
}
