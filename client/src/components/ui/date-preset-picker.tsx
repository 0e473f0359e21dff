import { useT } from '@/i18n/i18n';
import { DATE_PRESET_LABELS, DATE_PRESETS, type DatePreset } from '@/lib/date-presets';
import { Segmented } from './segmented';

interface DatePresetPickerProps {
  value: DatePreset;
  onChange: (preset: DatePreset) => void;
  className?: string;
}

/** Today, Yesterday, This Week, Last Week, This Month, Last Month: one is pressed. */
export function DatePresetPicker({ value, onChange, className }: DatePresetPickerProps) {
  const t = useT();
  return (
    <Segmented
      label={t('datePreset.range')}
      options={DATE_PRESETS.map((preset) => ({ value: preset, label: t(DATE_PRESET_LABELS[preset]) }))}
      value={value}
      onChange={onChange}
      className={className}
    />
  );
}
