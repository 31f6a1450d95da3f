import { Badge, Group, Pagination, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ForecastKind } from '../../../domain/inbound/rules';
import { CameraScanButton } from '../../components/scan/CameraScanButton';
import { TOUCH_TARGET } from '../../components/touch-target';
import type { AwaitingParcel } from './awaiting-parcels';

/**
 * The received parcels of the selected warehouse that still wait for inspection, oldest receipt
 * first, searchable by tracking number, seller or SKU. A tracking-number scan selects a parcel too.
 */
type Props = {
  parcels: AwaitingParcel[] | undefined;
  selected: string | null;
  onSelect: (logNo: string) => void;
  search: string;
  onSearch: (text: string) => void;
  onScan: (code: string) => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
};

export function AwaitingParcelList({
  parcels,
  selected,
  onSelect,
  search,
  onSearch,
  onScan,
  page,
  pageSize,
  onPage,
}: Props) {
  const { t } = useTranslation('inspection');
  const list = parcels ?? [];
  const pages = Math.max(1, Math.ceil(list.length / pageSize));
  const shown = list.slice((Math.min(page, pages) - 1) * pageSize, Math.min(page, pages) * pageSize);
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          style={{ flex: 1 }}
          label={t('screen.parcels.search')}
          placeholder={t('screen.parcels.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          styles={{ input: TOUCH_TARGET }}
          onChange={(e) => onSearch(e.currentTarget.value)}
        />
        <CameraScanButton onScan={onScan} />
      </Group>
      <Text size="sm" c="dimmed" data-testid="awaiting-count">
        {parcels === undefined
          ? t('screen.parcels.loading')
          : t('screen.parcels.count', { count: list.length })}
      </Text>
      {parcels !== undefined && list.length === 0 && (
        <Paper withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            {search ? t('screen.parcels.noMatch') : t('screen.parcels.none')}
          </Text>
        </Paper>
      )}
      <Stack gap={6} data-testid="awaiting-parcels">
        {shown.map((parcel) => {
          const picked = parcel.logNo === selected;
          return (
            <UnstyledButton
              key={parcel.logNo}
              onClick={() => onSelect(parcel.logNo)}
              aria-pressed={picked}
              style={TOUCH_TARGET}
              data-testid="awaiting-parcel"
            >
              <Paper withBorder p="xs" radius="sm" bg={picked ? 'blue.9' : undefined}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" ff="monospace" truncate>
                      {parcel.logNo}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {parcel.sellerName}
                    </Text>
                  </Stack>
                  {parcel.kind === ForecastKind.platformReturn ? (
                    <Badge color="grape" variant="light" size="sm">
                      {t('screen.parcels.return')}
                    </Badge>
                  ) : (
                    <Badge color="blue" variant="light" size="sm">
                      {parcel.remaining === null
                        ? t('screen.parcels.noLines')
                        : t('screen.parcels.remaining', { count: parcel.remaining, total: parcel.total })}
                    </Badge>
                  )}
                </Group>
              </Paper>
            </UnstyledButton>
          );
        })}
      </Stack>
      {pages > 1 && (
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          styles={{ control: TOUCH_TARGET }}
        />
      )}
    </Stack>
  );
}
