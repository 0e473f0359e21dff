import { formatIst } from '@esk/contracts/dates';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form/text-field';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Segmented } from '@/components/ui/segmented';
import { useT } from '@/i18n/i18n';
import { fillText } from '@/lib/fill-text';
import { formatMoney } from '@/lib/format';
import { useClock } from '../clock';
import { useProtectionStatus } from '../hooks/use-protection-status';
import { type LimitChange, type LossLimit, parseLimitInput, requestLossLimit } from '../logic/loss-limit';
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '../logic/reality-check';
import { useProtectionStore } from '../protection-store';
import styles from './protection.module.css';
import { SignedMoney } from './signed-money';

const coins = (amount: number) => `₹${formatMoney(amount)}`;
/** An IST day 'YYYY-MM-DD' as the reader reads it ('29 Nov 2026'). */
const dayText = (day: string) => formatIst(Date.parse(`${day}T00:00:00+05:30`), 'DD MMM YYYY');

/**
 * Settings' 'Player protection' (designed; kept per user on this device): the reality check
 * interval (Off, 15, 30, 60 minutes) and the daily loss limit, with the limit in force, a raise
 * waiting for tomorrow and today's net loss from the statement.
 */
export function ProtectionSettings() {
  const t = useT();
  const status = useProtectionStatus();
  const update = useProtectionStore((s) => s.update);
  const { userId, settings } = status;
  if (!userId) return null;

  const intervals = [
    { value: 0, label: t('protection.settings.off') },
    ...REALITY_CHECK_MINUTES.map((minutes) => ({
      value: minutes,
      label: fillText(t('protection.settings.everyMinutes'), { minutes }),
    })),
  ];
  return (
    <Panel
      title={
        <span className={styles.panelTitle}>
          <Icon name="shield" size={18} />
          {t('protection.settings.title')}
        </span>
      }
    >
      <div className={styles.settings}>
        <div className={styles.group}>
          <span className={styles.groupTitle}>{t('protection.settings.realityCheck')}</span>
          <p className={styles.hint}>{t('protection.settings.realityCheckHint')}</p>
          <Segmented
            label={t('protection.settings.realityCheck')}
            options={intervals}
            value={settings.realityCheck ?? 0}
            onChange={(value) => update(userId, { realityCheck: (value || null) as RealityCheckMinutes })}
          />
        </div>
        <LossLimitForm status={status} onChange={(lossLimit) => update(userId, { lossLimit })} />
      </div>
    </Panel>
  );
}

type Status = ReturnType<typeof useProtectionStatus>;

function LossLimitForm({
  status,
  onChange,
}: {
  status: Status;
  onChange: (setting: LimitChange['setting']) => void;
}) {
  const t = useT();
  const clock = useClock();
  const titleId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const { lossLimit, settings } = status;
  // The limit in force; its pending raise while tomorrow has not come.
  const pending = lossLimit.pending;
  const limitText = (amount: LossLimit) => (amount === null ? t('protection.settings.none') : coins(amount));

  const ask = (requested: LossLimit) => {
    const current = lossLimit.amount;
    const change = requestLossLimit(settings.lossLimit, requested, clock.now());
    onChange(change.setting);
    setError('');
    setText('');
    const values = { amount: limitText(requested), current: limitText(current) };
    if (change.takesEffect === 'now') {
      setMessage(
        fillText(
          t(requested === null ? 'protection.settings.removedNow' : 'protection.settings.appliedNow'),
          values,
        ),
      );
    } else {
      const key =
        requested === null ? 'protection.settings.removedLater' : 'protection.settings.appliedLater';
      setMessage(fillText(t(key), { ...values, day: dayText(change.takesEffect) }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLimitInput(text);
    if (!parsed.ok) {
      setError(t('protection.settings.invalid'));
      setMessage('');
      return;
    }
    ask(parsed.amount);
  };

  return (
    <form className={styles.group} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <span className={styles.groupTitle} id={titleId}>
        {t('protection.settings.lossLimit')}
      </span>
      <p className={styles.hint}>{t('protection.settings.lossLimitHint')}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('protection.settings.current')}</dt>
          <dd className="num" data-testid="loss-limit-current">
            {limitText(lossLimit.amount)}
          </dd>
        </div>
        {pending && (
          <div>
            <dt>{fillText(t('protection.settings.pending'), { day: dayText(pending.from) })}</dt>
            <dd className="num">{limitText(pending.amount)}</dd>
          </div>
        )}
        <div>
          <dt>{t('protection.settings.lostToday')}</dt>
          <dd>{status.known ? <SignedMoney value={-status.loss} /> : t('protection.settings.unknown')}</dd>
        </div>
      </dl>
      <div className={styles.limitRow}>
        <TextField
          label={t('protection.settings.newLimit')}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          error={error || undefined}
          onChange={(event) => setText(event.target.value)}
          className={styles.limitField}
        />
        <Button type="submit">{t('protection.settings.save')}</Button>
        {(lossLimit.amount !== null || pending) && (
          <Button type="button" variant="outline" onClick={() => ask(null)}>
            {t('protection.settings.remove')}
          </Button>
        )}
      </div>
      <p className={styles.saved} role="status">
        {message}
      </p>
    </form>
  );
}
