import { Button, Checkbox, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TablePager } from '../../../../components/TablePager';
import { usePaging } from '../../../../components/use-paging';
import { useGenerateBatch, useWaitingOrders } from '../api/batch-actions';
import type { BatchDesk } from '../api/batch-actions';

/**
 * Orders waiting for a batch: make a batch of the chosen ones, or of every one waiting (the
 * warehouse's selected warehouse, or the one an admin chose: `desk`).
 */
export function GenerateBatchModal({
  opened,
  onClose,
  onMade,
  desk,
}: {
  opened: boolean;
  onClose: () => void;
  onMade: (id: number) => void;
  desk?: BatchDesk;
}) {
  const { t } = useTranslation(['outbound-batches', 'outbound']);
  const { pageNo, pageSize, pager } = usePaging(50);
  const waiting = useWaitingOrders({ pageNo, pageSize }, opened, desk);
  const generate = useGenerateBatch(desk);
  const [chosen, setChosen] = useState<number[]>([]);
  const rows = waiting.data?.rows ?? [];
  const make = async (ids: number[] | null) => {
    const answer = await generate.mutateAsync(ids);
    setChosen([]);
    onMade(answer.data.id);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('generate.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('generate.description')}
        </Text>
        <Table fz="sm" data-testid="waiting-orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t('generate.oddNo')}</Table.Th>
              <Table.Th>{t('generate.kind')}</Table.Th>
              <Table.Th>{t('generate.seller')}</Table.Th>
              <Table.Th ta="right">{t('generate.pairs')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text c="dimmed" ta="center">
                    {waiting.isFetching ? t('table.loading') : t('generate.none')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {rows.map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={o.oddNo}
                    checked={chosen.includes(o.id)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setChosen((c) => (on ? [...c, o.id] : c.filter((x) => x !== o.id)));
                    }}
                  />
                </Table.Td>
                <Table.Td>{o.oddNo}</Table.Td>
                <Table.Td>{t(`outbound:kind.${o.kind}`)}</Table.Td>
                <Table.Td>{`${o.shopInfo.realname} (${o.shopInfo.uid})`}</Table.Td>
                <Table.Td ta="right">{o.pairs}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <TablePager
          totalCount={waiting.data?.totalCount ?? 0}
          totalPage={waiting.data?.totalPage ?? 1}
          {...pager}
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={rows.length === 0}
            loading={generate.isPending}
            onClick={() => void make(null)}
          >
            {t('generate.all', { count: waiting.data?.totalCount ?? 0 })}
          </Button>
          <Button
            disabled={chosen.length === 0}
            loading={generate.isPending}
            onClick={() => void make(chosen)}
          >
            {t('generate.chosen', { count: chosen.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
