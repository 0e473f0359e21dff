import type { MatkaMarketType } from '@esk/contracts/catalog/matka';
import { Segmented } from '@/components/ui/segmented';
import { useT } from '@/i18n/i18n';
import styles from './game.module.css';

interface MarketTypePickerProps {
  /** The types the market offers now (Open only with openBet, Close only with closeBet). */
  options: readonly MatkaMarketType[];
  value: MatkaMarketType | null;
  onChange: (value: MatkaMarketType) => void;
}

/**
 * Open Market / Close Market (spec 002 §2). A choice whose side has since closed stays chosen
 * (a tap then says 'Matka Bet Timeout', spec 002 §4) and a line says so.
 */
export function MarketTypePicker({ options, value, onChange }: MarketTypePickerProps) {
  const t = useT();
  const stale = value !== null && !options.includes(value);
  return (
    <div className={styles.picker} data-testid="market-type">
      <span className={styles.pickerLabel} aria-hidden="true">
        {t('matka.marketType')}
      </span>
      {options.length > 0 ? (
        <Segmented
          label={t('matka.marketType')}
          options={options.map((option) => ({ value: option, label: t(`matka.marketType.${option}`) }))}
          value={value ?? ('' as MatkaMarketType)}
          onChange={onChange}
          variant="tabs"
          className={styles.pickerOptions}
        />
      ) : (
        <span className={styles.pickerNote}>{t('matka.noSideOpen')}</span>
      )}
      <span className={styles.pickerStatus} role="status">
        {stale && options.length > 0 ? t('matka.chosenSideClosed') : ''}
      </span>
    </div>
  );
}
