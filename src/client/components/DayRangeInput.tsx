import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import type { DatePickerInputProps, DatesRangeValue } from '@mantine/dates';

type Props = Omit<DatePickerInputProps<'range'>, 'type' | 'value' | 'onChange'> & {
  value: DatesRangeValue<string>;
  onChange: (value: DatesRangeValue<string>) => void;
};

/**
 * A range of whole days, shown as YYYY-MM-DD, where one day may be both ends: every list's date
 * filter and every statement's period. Clearable unless a screen says otherwise (a period must stay
 * whole); the rest (label, width, size) is the screen's.
 */
export function DayRangeInput(props: Props) {
  return (
    <DatePickerInput type="range" clearable allowSingleDateInRange valueFormat="YYYY-MM-DD" {...props} />
  );
}
