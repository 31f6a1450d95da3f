import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';

type Props<C extends number> = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** The codes to choose from, in the order shown. */
  codes: readonly C[];
  labelOf: (code: C) => string;
  /** The code chosen (any number: one not among the codes shows as none). */
  value: number | null;
  /** The code chosen, or null once cleared. */
  onChange: (code: C | null) => void;
};

/**
 * A choice of one numeric code (a status, a grade, a fee type, a kind), each shown by its label: what
 * every filter's "all or one of these" field is. Clearable unless a screen says otherwise.
 */
export function CodeSelect<C extends number>({ codes, labelOf, value, onChange, ...rest }: Props<C>) {
  return (
    <Select
      clearable
      {...rest}
      data={codes.map((code) => ({ value: String(code), label: labelOf(code) }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : (Number(v) as C))}
    />
  );
}
