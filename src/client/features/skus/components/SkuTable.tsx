import { Badge, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleOff, IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SkuRow } from '../../../../domain/skus/skus';
import { SkuStatus } from '../../../../domain/skus/rules';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { RowAction } from '../../../components/RowAction';
import type { SkuActions } from '../use-sku-actions';
import { SkuPicture } from './SkuPicture';

const SIZES_SHOWN = 6;

type Props = {
  rows: readonly SkuRow[];
  actions: SkuActions;
  onEdit: (sku: SkuRow) => void;
  onToggle: (sku: SkuRow) => void;
};

/** The catalogue page: picture, code, brand, name, sizes, status, last change and row actions. */
export function SkuTable({ rows, actions, onEdit, onToggle }: Props) {
  const { t } = useTranslation('skus');
  const columns: ResponsiveColumn<SkuRow>[] = [
    {
      id: 'image',
      header: t('field.image'),
      priority: 'high',
      width: 56,
      cell: (sku) => <SkuPicture hash={sku.image} size={40} alt={sku.sku} />,
    },
    {
      id: 'sku',
      header: t('field.sku'),
      priority: 'key',
      cell: (sku) => (
        <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {sku.sku}
        </Text>
      ),
    },
    { id: 'brand', header: t('field.brand'), priority: 'high', cell: (sku) => sku.brand },
    {
      id: 'name',
      header: t('field.name'),
      priority: 'key',
      cellProps: { maw: 260 },
      cell: (sku) => (
        <Text size="sm" lineClamp={2}>
          {sku.name}
        </Text>
      ),
    },
    {
      id: 'sizes',
      header: t('field.sizes'),
      priority: 'low',
      cellProps: { maw: 200 },
      cell: (sku) => {
        const extra = sku.sizes.length - SIZES_SHOWN;
        return (
          <Group gap={4} wrap="wrap">
            {sku.sizes.slice(0, SIZES_SHOWN).map((size) => (
              <Badge key={size} variant="default" size="sm" tt="none">
                {size}
              </Badge>
            ))}
            {extra > 0 && (
              <Text size="xs" c="dimmed">
                {t('list.moreSizes', { count: extra })}
              </Text>
            )}
          </Group>
        );
      },
    },
    {
      id: 'status',
      header: t('field.status'),
      priority: 'key',
      cell: (sku) => (
        <Badge
          color={sku.status === SkuStatus.enabled ? 'teal' : 'gray'}
          variant="light"
          styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
        >
          {t(sku.status === SkuStatus.enabled ? 'status.enabled' : 'status.disabled')}
        </Badge>
      ),
    },
    {
      id: 'modified',
      header: t('field.modified'),
      priority: 'low',
      cell: (sku) => (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {sku.gmtModify}
        </Text>
      ),
    },
    {
      id: 'actions',
      header: t('field.actions'),
      priority: 'key',
      width: 90,
      cell: (sku) => {
        const enabled = sku.status === SkuStatus.enabled;
        return (
          <Group gap={2} wrap="nowrap" justify="flex-end">
            {actions.edit && (
              <RowAction
                label={t('list.edit', { sku: sku.sku })}
                tooltip={t('common:actions.edit')}
                icon={IconEdit}
                onClick={() => onEdit(sku)}
              />
            )}
            {enabled && actions.disable && (
              <RowAction
                label={t('list.disable', { sku: sku.sku })}
                tooltip={t('common:actions.disable')}
                icon={IconCircleOff}
                color="orange"
                onClick={() => onToggle(sku)}
              />
            )}
            {!enabled && actions.enable && (
              <RowAction
                label={t('list.enable', { sku: sku.sku })}
                tooltip={t('common:actions.enable')}
                icon={IconCircleCheck}
                color="teal"
                onClick={() => onToggle(sku)}
              />
            )}
          </Group>
        );
      },
    },
  ];
  return (
    <ResponsiveTable
      testId="sku-table"
      minWidth={700}
      columns={columns}
      rows={rows}
      rowKey={(sku) => sku.id}
      rowName={(sku) => sku.sku}
      rowProps={() => ({ 'data-testid': 'sku-row' })}
      tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'xs' }}
      state={
        rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {t('list.empty')}
          </Text>
        ) : null
      }
    />
  );
}
