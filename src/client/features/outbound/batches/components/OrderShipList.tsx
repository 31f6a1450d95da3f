import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderKind } from '../../../../../domain/outbound/kind-codes';
import { TOUCH_TARGET } from '../../../../components/touch-target';
import type { OrderProgress } from '../pick-scan';

type Props = {
  orders: readonly OrderProgress[];
  canShip: boolean;
  onShip: (order: OrderProgress) => void;
  onException: (order: OrderProgress, remark: string) => void;
};

/** The batch's orders: picked of pairs, "confirm shipped" once all are picked; a reship may be an exception. */
export function OrderShipList({ orders, canShip, onShip, onException }: Props) {
  const { t } = useTranslation(['outbound-batches', 'outbound']);
  const [remarks, setRemarks] = useState<Record<number, string>>({});
  return (
    <Paper withBorder p="md">
      <Stack gap="xs" data-testid="order-ship-list">
        <Text fw={600}>{t('ship.title')}</Text>
        {orders.map((o) => (
          <Group key={o.orderId} justify="space-between" wrap="wrap" data-testid={`order-${o.oddNo}`}>
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {o.oddNo}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`outbound:kind.${o.kind}`)}
              </Text>
              <Badge variant="light" color={o.picked === o.pairs ? 'green' : 'gray'}>
                {t('ship.picked', { picked: o.picked, pairs: o.pairs })}
              </Badge>
              {o.state !== 'open' ? <Badge variant="light">{t(`orderState.${o.state}`)}</Badge> : null}
            </Group>
            {canShip && o.state === 'open' ? (
              <Group gap="xs">
                {o.kind === OrderKind.reship ? (
                  <>
                    <TextInput
                      size="xs"
                      w={180}
                      styles={{ input: TOUCH_TARGET }}
                      aria-label={t('ship.exceptionRemark')}
                      placeholder={t('ship.exceptionRemark')}
                      value={remarks[o.orderId] ?? ''}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setRemarks((r) => ({ ...r, [o.orderId]: value }));
                      }}
                    />
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      style={TOUCH_TARGET}
                      onClick={() => onException(o, remarks[o.orderId] ?? '')}
                    >
                      {t('ship.exception')}
                    </Button>
                  </>
                ) : null}
                <Button size="xs" style={TOUCH_TARGET} disabled={!o.readyToShip} onClick={() => onShip(o)}>
                  {t('ship.confirm')}
                </Button>
              </Group>
            ) : null}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
