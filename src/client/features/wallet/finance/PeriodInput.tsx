import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import type { DatesRangeValue } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/** The period of a finance statement: a range of whole days (one day may be both ends). */
export function PeriodInput({
  value,
  onChange,
}: {
  value: DatesRangeValue<string>;
  onChange: (value: DatesRangeValue<string>) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <DatePickerInput
      type="range"
      w={260}
      maw="100%"
      label={t('financeScreens.merchantFlow.period')}
      valueFormat="YYYY-MM-DD"
      allowSingleDateInRange
      value={value}
      onChange={onChange}
    />
  );
}
