import { Alert, Button, Checkbox, Group, Modal, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestKey } from '../../../api/request-key';
import { useWarehouseChoices } from '../../../api/warehouse-choices';
import { FailureAlert, useSaveAndClose } from '../../../components/save-and-close';
import { useCreateRepairTask, useRepairOperators, useWaitingRepairs } from '../api/repair-tasks';

/**
 * "Create batch task": approved repair orders of one warehouse, waiting in no live task, given to one
 * operator of that warehouse (spec section 5: repair order number required; an operator must be
 * selected). The same request key while the same task is sent again.
 */
export function CreateTaskModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('repair-screens');
  const warehouses = useWarehouseChoices();
  const [wareId, setWareId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [operatorId, setOperatorId] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const waiting = useWaitingRepairs(wareId);
  const operators = useRepairOperators(wareId);
  const create = useCreateRepairTask();
  const [requestKey, renewKey] = useRequestKey();
  const { failure, saveAndClose } = useSaveAndClose(onClose);
  const sent = JSON.stringify([wareId, chosen, operatorId]);
  useEffect(renewKey, [sent, renewKey]);
  const rows = waiting.data?.rows ?? [];
  const noOrders = tried && chosen.length === 0;
  const noOperator = tried && operatorId === null;

  const submit = () => {
    setTried(true);
    if (chosen.length === 0 || operatorId === null) return;
    void saveAndClose(async () => {
      const said = await create.mutateAsync({ oddNos: chosen, operatorId, requestKey });
      return t('tasks.created', { batchNo: said.data.batchNo });
    });
  };
  const toggle = (oddNo: string) =>
    setChosen((was) => (was.includes(oddNo) ? was.filter((o) => o !== oddNo) : [...was, oddNo]));
  return (
    <Modal opened onClose={onClose} centered size="lg" title={t('tasks.createTitle')}>
      <Stack gap="sm">
        <FailureAlert failure={failure} />
        <Select
          label={t('column.warehouse')}
          required
          data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
          value={wareId === null ? null : String(wareId)}
          onChange={(v) => {
            setWareId(v ? Number(v) : null);
            setChosen([]);
            setOperatorId(null);
          }}
          allowDeselect={false}
          data-testid="task-warehouse"
        />
        <Select
          label={t('column.operator')}
          required
          placeholder={t('tasks.operatorHint')}
          disabled={wareId === null}
          data={(operators.data ?? []).map((o) => ({
            value: String(o.id),
            label: `${o.realname || o.username} (${o.username})`,
          }))}
          value={operatorId === null ? null : String(operatorId)}
          onChange={(v) => setOperatorId(v ? Number(v) : null)}
          error={noOperator ? t('tasks.operatorRequired') : undefined}
          nothingFoundMessage={t('tasks.noOperators')}
          data-testid="task-operator"
        />
        {wareId !== null && operators.data?.length === 0 && (
          <Text size="sm" c="orange">
            {t('tasks.noOperators')}
          </Text>
        )}
        <Text size="sm" fw={500}>
          {t('tasks.orders', { count: chosen.length })}
        </Text>
        {wareId === null ? (
          <Text size="sm" c="dimmed">
            {t('tasks.pickWarehouse')}
          </Text>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {waiting.isFetching ? t('list.loading') : t('tasks.noneWaiting')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={280}>
            <Table striped verticalSpacing={4} data-testid="waiting-orders">
              <Table.Tbody>
                {rows.map((o) => (
                  <Table.Tr key={o.oddNo}>
                    <Table.Td w={36}>
                      <Checkbox
                        checked={chosen.includes(o.oddNo)}
                        onChange={() => toggle(o.oddNo)}
                        aria-label={t('bulk.selectOne', { oddNo: o.oddNo })}
                      />
                    </Table.Td>
                    <Table.Td>{o.oddNo}</Table.Td>
                    <Table.Td>{o.shopInfo.realname || o.shopInfo.uid}</Table.Td>
                    <Table.Td>{t('tasks.pairCount', { count: o.pairs })}</Table.Td>
                    <Table.Td>{t('days', { count: o.daysWaiting })}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        {noOrders && (
          <Alert color="red" role="alert" py="xs">
            {t('tasks.orderRequired')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending} data-testid="task-create">
            {t('tasks.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
