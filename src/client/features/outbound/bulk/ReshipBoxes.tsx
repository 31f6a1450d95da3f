import { Alert, Badge, Button, Group, MultiSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconBox, IconBoxOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOX_PAIRS_MAX } from '../../../../domain/outbound/bulk';
import { useCreateBox, useOrderBoxes, useUnpackBox } from './api/boxes';

type Props = {
  orderId: number;
  /** The order's pairs (its items' ONE IDs). */
  oneIds: string[];
};

/**
 * The boxes of a seller's reship order, for its detail screen: each box with its pairs and an unpack
 * button, and the order's unboxed pairs to pack in a new box, while the order is open (the server
 * refuses a box across warehouses or owners with the spec's message, shown by the http client).
 */
export function ReshipBoxes({ orderId, oneIds }: Props) {
  const { t } = useTranslation('outbound-bulk');
  const boxes = useOrderBoxes(orderId);
  const create = useCreateBox(orderId);
  const unpack = useUnpackBox(orderId);
  const [picked, setPicked] = useState<string[]>([]);
  const data = boxes.data;
  const boxed = new Set(data?.boxes.flatMap((b) => b.oneIds) ?? []);
  const unboxed = oneIds.filter((id) => !boxed.has(id));

  return (
    <Paper withBorder p="md" radius="md" data-testid="reship-boxes">
      <Stack gap="sm">
        <Title order={4}>{t('boxes.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('boxes.intro')}
        </Text>
        {data && !data.editable && <Alert color="gray">{t('boxes.closed')}</Alert>}
        {data?.boxes.length === 0 && <Text size="sm">{t('boxes.none')}</Text>}
        {data && data.boxes.length > 0 && (
          <Table withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('boxes.box')}</Table.Th>
                <Table.Th>{t('boxes.pairs')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.boxes.map((box) => (
                <Table.Tr key={box.id}>
                  <Table.Td>{box.boxNo}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {box.oneIds.map((id) => (
                        <Badge key={id} variant="light">
                          {id}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {data.editable && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconBoxOff size={14} />}
                        loading={unpack.isPending && unpack.variables === box.id}
                        onClick={() => unpack.mutate(box.id)}
                      >
                        {t('boxes.unpack')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {data?.editable && unboxed.length >= 2 && (
          <Group align="flex-end">
            <MultiSelect
              label={t('boxes.pick')}
              description={t('boxes.unboxed', { count: unboxed.length })}
              data={unboxed}
              value={picked}
              onChange={setPicked}
              maxValues={BOX_PAIRS_MAX}
              searchable
              style={{ flex: 1 }}
            />
            <Button
              leftSection={<IconBox size={16} />}
              disabled={picked.length < 2}
              loading={create.isPending}
              onClick={() => create.mutate(picked, { onSuccess: () => setPicked([]) })}
            >
              {t('boxes.create')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
