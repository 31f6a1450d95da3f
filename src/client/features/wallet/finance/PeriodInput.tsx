import type { DatesRangeValue } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DayRangeInput } from '../../../components/DayRangeInput';

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
    <DayRangeInput
      clearable={false}
      w={260}
      maw="100%"
      label={t('financeScreens.merchantFlow.period')}
      value={value}
      onChange={onChange}
    />
  );
}
