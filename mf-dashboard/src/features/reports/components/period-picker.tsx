import { Input, Select } from 'antd';
import { useReportsText } from '../messages/dictionary';
import { PERIOD_PRESETS, periodFor, type Period, type PeriodPreset } from '../period';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The reports' period: last 7, 30 or 90 days, this month, or a custom range of two dates
 * (shown only for Custom range). Answers whole Dhaka days.
 */
export function PeriodPicker({
  value,
  onChange,
  now,
}: {
  value: Period;
  onChange: (next: Period) => void;
  /** The clock (tests set it). */
  now?: () => number;
}) {
  const t = useReportsText();
  const clock = now ?? Date.now;
  const choose = (preset: PeriodPreset) =>
    onChange(periodFor(preset, clock(), { from: value.from, to: value.to }));
  const setDay = (which: 'from' | 'to', day: string) => {
    if (!dayPattern.test(day)) return;
    const next = { ...value, preset: 'custom' as const, [which]: day };
    if (next.from > next.to) {
      if (which === 'from') next.to = day;
      else next.from = day;
    }
    onChange(next);
  };
  return (
    <div className="dashboard__filters reports__period" role="group" aria-label={t('periodLabel')}>
      <Select<PeriodPreset>
        value={value.preset}
        onChange={choose}
        aria-label={t('periodLabel')}
        style={{ minWidth: 170 }}
        options={PERIOD_PRESETS.map((preset) => ({ value: preset, label: t(`preset.${preset}`) }))}
      />
      {value.preset === 'custom' && (
        <span className="dashboard__date-range">
          <Input
            type="date"
            aria-label={t('from')}
            value={value.from}
            max={value.to}
            onChange={(event) => setDay('from', event.target.value)}
          />
          <Input
            type="date"
            aria-label={t('to')}
            value={value.to}
            min={value.from}
            onChange={(event) => setDay('to', event.target.value)}
          />
        </span>
      )}
    </div>
  );
}
