import { ActionIcon, Button, Popover, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_OPEN_STATUSES } from '../../../../domain/outbound/consignment';
import type { OrderView } from '../../../../domain/outbound/outbound';
import { formatCents } from '../../../../domain/wallet/wallet';
import { useConsignmentPrice } from '../api/consignment';
import { checkConsignmentPrice, MIN_PRICE_CENTS } from './consignment-price';

const dollarsOf = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/**
 * The seller's change of a consignment price (POST /outbound/consignment/price): a small form behind
 * a pencil, offered only while the pair has not sold (PRICE_OPEN_STATUSES, the server's rule). A
 * refusal (the pair sold meanwhile) shows in the form.
 */
export function ConsignmentPriceEditor({ order }: { order: OrderView }) {
  const { t } = useTranslation('consignment');
  const change = useConsignmentPrice();
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  if (!order.consignment || !PRICE_OPEN_STATUSES.includes(order.status)) return null;
  const check = checkConsignmentPrice(typed);
  const problem =
    tried && !check.ok ? t(`price.${check.problem}`, { min: formatCents(MIN_PRICE_CENTS) }) : undefined;
  const open = () => {
    setTyped(dollarsOf(order.consignment?.priceCents ?? null));
    setTried(false);
    change.reset();
    setOpened((o) => !o);
  };
  const save = () => {
    setTried(true);
    if (!check.ok) return;
    change.mutate(
      { id: order.id, priceCents: check.cents },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: t('price.saved', {
              oddNo: saved.oddNo,
              price: formatCents(saved.consignment?.priceCents ?? check.cents),
            }),
          });
          setOpened(false);
        },
      },
    );
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t('price.editOf', { oddNo: order.oddNo })}
          title={t('price.edit')}
          onClick={open}
          data-testid="consignment-price-edit"
        >
          <IconPencil size={14} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Stack gap="xs" w={220} data-testid="consignment-price-form">
            <TextInput
              label={t('price.newPrice')}
              description={t('form.priceHint', { min: formatCents(MIN_PRICE_CENTS) })}
              leftSection="$"
              inputMode="decimal"
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              error={problem ?? change.error?.message}
              data-autofocus
            />
            <Button type="submit" size="xs" loading={change.isPending}>
              {t('price.save')}
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
