import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { useT } from '@/i18n/i18n';
import { usePreferencesStore } from '@/stores/preferences-store';
import { useSessionStore } from '@/stores/session-store';
import { useUpdateBetChips } from '../../api/update-bet-chips';
import {
  type ChipInput,
  chipInputs,
  chipsToSave,
  isValidStakeInput,
  STAKE_INPUT_ERROR,
} from '../../logic/stakes';
import styles from './edit-stakes.module.css';

/**
 * Edit stakes (/main/edit-stakes): one 'Stake Value N:' input per saved chip (the preferences'
 * betChipsData, spec 000 §9 chips by default). Typing that is not digits-only, up to 10,
 * is refused with only a console note; SAVE sends user/userUpdate then stores the chips.
 */
export function EditStakesForm() {
  const t = useT();
  const userId = useSessionStore((s) => s.session?.user.userId ?? '');
  const chips = usePreferencesStore((s) => s.betChips);
  const [inputs, setInputs] = useState<ChipInput[]>(() => chipInputs(chips));
  const save = useUpdateBetChips();

  const change = (index: number, value: string) => {
    if (!isValidStakeInput(value)) {
      console.error(STAKE_INPUT_ERROR);
      return;
    }
    setInputs((current) => current.map((input, i) => (i === index ? { ...input, value } : input)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const betChipsData = chipsToSave(inputs);
    if (Object.keys(betChipsData).length === 0 || userId === '') return;
    save.mutate({ userId, betChipsData }, { onSuccess: () => setInputs(chipInputs(betChipsData)) });
  };

  return (
    <Panel title={t('account.stakes.title')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.grid}>
          {inputs.map((input, index) => {
            const id = `stake-${index}`;
            return (
              <div key={input.key} className={styles.field}>
                <label htmlFor={id} className={styles.label}>
                  {t('account.stakes.label').replace('{n}', String(index + 1))}
                </label>
                <input
                  id={id}
                  className={styles.input}
                  inputMode="numeric"
                  autoComplete="off"
                  value={input.value}
                  onChange={(event) => change(index, event.target.value)}
                />
              </div>
            );
          })}
        </div>
        <p className={styles.hint}>{t('account.stakes.hint')}</p>
        <Button type="submit" block disabled={save.isPending}>
          {t('account.stakes.save')}
        </Button>
      </form>
    </Panel>
  );
}
