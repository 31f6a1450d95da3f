import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { BoxProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Picking a kind of account (admin, warehouse staff, seller), by its translated name. */
function useUserTypeChoices(types: readonly number[]) {
  const { t } = useTranslation('accounts');
  return { t, data: types.map((type) => ({ value: String(type), label: t(`userType.${type}`) })) };
}

/** The list filter: one kind of account, or all when cleared. */
export function UserTypeFilter<T extends number>({
  types,
  w,
  value,
  onChange,
}: {
  types: readonly T[];
  w: BoxProps['w'];
  value: T | null | undefined;
  onChange: (type: T | null) => void;
}) {
  const { t, data } = useUserTypeChoices(types);
  return (
    <Select
      w={w}
      clearable
      placeholder={t('fields.userType')}
      aria-label={t('fields.userType')}
      data={data}
      value={value ? String(value) : null}
      onChange={(picked) => onChange(picked ? (Number(picked) as T) : null)}
    />
  );
}

/** The editor's choice, fixed once the account or role exists. Values are the form's strings. */
export function UserTypeChoice({
  types,
  value,
  disabled,
  onChange,
}: {
  types: readonly number[];
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t, data } = useUserTypeChoices(types);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('fields.userType')}
      </Text>
      <SegmentedControl
        disabled={disabled}
        data={data}
        value={value}
        onChange={onChange}
        aria-label={t('fields.userType')}
      />
    </Stack>
  );
}
