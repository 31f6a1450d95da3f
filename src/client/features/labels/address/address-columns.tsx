import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addressLine } from '../../../../domain/labels/addresses';
import type { SavedAddress } from '../../../../domain/labels/addresses';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { RowAction } from '../../../components/RowAction';

export type AddressRowActions = {
  onEdit?: (a: SavedAddress) => void;
  onDelete?: (a: SavedAddress) => void;
  onSetDefault?: (a: SavedAddress) => void;
  /** The owner has one address: its delete button says why it cannot be used. */
  onlyOne: boolean;
};

/** The address book's columns: who, where, contact, default, and the actions the caller may take. */
export function useAddressColumns(actions: AddressRowActions): ResponsiveColumn<SavedAddress>[] {
  const { t } = useTranslation('addresses');
  const { onEdit, onDelete, onSetDefault, onlyOne } = actions;
  const columns: ResponsiveColumn<SavedAddress>[] = [
    {
      id: 'name',
      header: t('column.name'),
      priority: 'key',
      cell: (a) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {a.name}
          </Text>
          {a.company && (
            <Text size="xs" c="dimmed">
              {a.company}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'address',
      header: t('column.address'),
      priority: 'key',
      cell: (a) => (
        <Stack gap={0}>
          <Text size="sm">{[a.street1, a.street2].filter(Boolean).join(', ')}</Text>
          <Text size="sm" c="dimmed">{`${a.city}, ${a.state} ${a.zip}, ${a.country}`}</Text>
        </Stack>
      ),
    },
    {
      id: 'contact',
      header: t('column.contact'),
      priority: 'low',
      cell: (a) => [a.phone, a.email].filter(Boolean).join(' · ') || '—',
    },
    {
      id: 'status',
      header: t('column.status'),
      priority: 'high',
      cell: (a) => (a.isDefault ? <Badge variant="light">{t('isDefault')}</Badge> : null),
    },
  ];
  if (!onEdit && !onDelete && !onSetDefault) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('column.actions'),
      priority: 'key',
      cell: (a) => (
        <Group gap={4} wrap="nowrap">
          {onSetDefault && !a.isDefault && (
            <RowAction
              label={`${t('setDefault')}: ${addressLine(a)}`}
              tooltip={t('setDefault')}
              icon={IconStar}
              onClick={() => onSetDefault(a)}
            />
          )}
          {onEdit && (
            <RowAction
              label={`${t('common:actions.edit')}: ${addressLine(a)}`}
              tooltip={t('common:actions.edit')}
              icon={IconPencil}
              onClick={() => onEdit(a)}
            />
          )}
          {onDelete && (
            <RowAction
              label={`${t('common:actions.delete')}: ${addressLine(a)}`}
              tooltip={onlyOne ? t('lastAddressHint') : t('common:actions.delete')}
              icon={IconTrash}
              color="red"
              onClick={() => onDelete(a)}
            />
          )}
        </Group>
      ),
    },
  ];
}
