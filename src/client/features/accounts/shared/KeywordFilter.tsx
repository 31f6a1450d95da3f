import { TextInput } from '@mantine/core';
import type { BoxProps, MantineSize } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The search box above an account list; the list waits for a pause in typing (usePagedFilter). */
export function KeywordFilter({
  w,
  maw,
  placeholder,
  label,
  value,
  onChange,
}: {
  w: BoxProps['w'];
  maw?: MantineSize | string;
  placeholder: string;
  /** The accessible name, when the box searches one field rather than any ("Keyword"). */
  label?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <TextInput
      w={w}
      maw={maw}
      leftSection={<IconSearch size={16} />}
      placeholder={placeholder}
      aria-label={label ?? t('list.keyword')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
