import { Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleOff, IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SkuRow } from '../../../../domain/skus';
import { SkuStatus } from '../../../../domain/skus-rules';
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
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover verticalSpacing="xs" miw={700} data-testid="sku-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('field.image')}</Table.Th>
            <Table.Th>{t('field.sku')}</Table.Th>
            <Table.Th>{t('field.brand')}</Table.Th>
            <Table.Th>{t('field.name')}</Table.Th>
            <Table.Th>{t('field.sizes')}</Table.Th>
            <Table.Th>{t('field.status')}</Table.Th>
            <Table.Th visibleFrom="lg">{t('field.modified')}</Table.Th>
            <Table.Th w={90}>{t('field.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={8}>
                <Text c="dimmed" ta="center" py="md">
                  {t('list.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((sku) => {
            const enabled = sku.status === SkuStatus.enabled;
            const extra = sku.sizes.length - SIZES_SHOWN;
            return (
              <Table.Tr key={sku.id} data-testid="sku-row">
                <Table.Td>
                  <SkuPicture hash={sku.image} size={40} alt={sku.sku} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {sku.sku}
                  </Text>
                </Table.Td>
                <Table.Td>{sku.brand}</Table.Td>
                <Table.Td maw={260}>
                  <Text size="sm" lineClamp={2}>
                    {sku.name}
                  </Text>
                </Table.Td>
                <Table.Td maw={200}>
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
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={enabled ? 'teal' : 'gray'}
                    variant="light"
                    styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
                  >
                    {t(enabled ? 'status.enabled' : 'status.disabled')}
                  </Badge>
                </Table.Td>
                <Table.Td visibleFrom="lg">
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {sku.gmtModify}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
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
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
