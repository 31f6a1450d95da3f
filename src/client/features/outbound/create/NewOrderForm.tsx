import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { shippingAddressOf } from '../../../../domain/labels/addresses';
import type { SavedAddress } from '../../../../domain/labels/addresses';
import { OrderKind, ORDER_REMARK_MAX } from '../../../../domain/outbound/outbound';
import type { OrderPreviewItem, SellerOrderKind } from '../../../../domain/outbound/outbound';
import { InventoryStatus } from '../../../../domain/kernel/product-rules';
import { formatCents } from '../../../../domain/wallet/wallet';
import { useRequestKey } from '../../../api/request-key';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { orderDetailPath } from '../../../routing/order-detail-paths';
import { useCreateOrder, useOrderPreview } from '../api/new-order';
import { OrderItemsTable } from '../components/OrderItemsTable';
import { FeePreview } from './FeePreview';
import { LabelUpload } from './LabelUpload';
import { draftProblems, EMPTY_DRAFT, hasProblems, newOrderOf, withLabel } from './new-order-draft';
import type { NewOrderDraft } from './new-order-draft';

/** The seller's address picker (labels area), handed in by the app, which composes features. */
export type AddressPickerSlot = (props: {
  value: number | null;
  onChange: (address: SavedAddress | null) => void;
  /** The field's name on this form: where the order goes ("Ship to"). */
  label: string;
  error?: string;
}) => ReactNode;

type Props = { kind: SellerOrderKind; oneIds: readonly string[]; addressPicker?: AddressPickerSlot };

/**
 * A new order on the pairs picked in the inventory: the pairs as they are now, what the kind needs
 * (a label per pair, an address, a seller), and the fees it will be quoted, all before the seller
 * confirms. Nothing is sent while something is missing or a pair is not available.
 */
export function NewOrderForm({ kind, oneIds, addressPicker }: Props) {
  const { t } = useTranslation('outbound');
  const navigate = useNavigate();
  const [draft, setDraftState] = useState<NewOrderDraft>(EMPTY_DRAFT);
  // One key per filled-in form: sent again unchanged (a lost answer), it is answered with the first order.
  const [requestKey, renewRequestKey] = useRequestKey();
  const setDraft = useCallback(
    (next: SetStateAction<NewOrderDraft>) => {
      setDraftState(next);
      renewRequestKey();
    },
    [renewRequestKey],
  );
  const preview = useOrderPreview(kind, oneIds, kind === 4 ? draft.address : null);
  const create = useCreateOrder();
  const [tried, setTried] = useState(false);
  const problems = draftProblems(kind, draft, oneIds);
  const shown = tried ? problems : {};
  const p = preview.data;
  const blocked = !p || p.notAvailable.length > 0 || p.mixedWarehouses;

  const extra = useMemo<ResponsiveColumn<OrderPreviewItem>[]>(() => {
    const columns: ResponsiveColumn<OrderPreviewItem>[] = [
      { id: 'ware', header: t('items.warehouse'), priority: 'low', cell: (i) => i.wareName },
    ];
    if (kind === OrderKind.shipWithLabel || kind === OrderKind.reship)
      columns.push({
        id: 'storage',
        header: t('items.storageFee'),
        priority: 'low',
        align: 'right',
        cell: (i) => formatCents(i.storageFeeCents ?? 0),
      });
    if (kind === OrderKind.shipWithLabel)
      columns.push({
        id: 'label',
        header: t('items.label'),
        priority: 'key',
        cell: (i) => (
          <LabelUpload
            oneId={i.oneId}
            uploaded={Boolean(draft.labels[i.oneId])}
            missing={Boolean(shown.labels?.includes(i.oneId))}
            onUploaded={(url) => setDraft((d) => ({ ...d, labels: withLabel(d.labels, i.oneId, url) }))}
          />
        ),
      });
    return columns;
  }, [t, kind, draft.labels, shown.labels, setDraft]);

  const submit = () => {
    setTried(true);
    if (hasProblems(problems) || blocked) return;
    const keyed = { ...newOrderOf(kind, draft, oneIds), requestKey };
    create.mutate(keyed, {
      onSuccess: (order) => {
        notifications.show({ color: 'green', message: t('create.created', { oddNo: order.oddNo }) });
        navigate(orderDetailPath(order.kind, { oddNo: order.oddNo }) ?? '', { replace: true });
      },
      onError: () => void preview.refetch(),
    });
  };

  if (preview.isError)
    return (
      <Alert color="red" role="alert" data-testid="preview-error">
        {preview.error.message}
      </Alert>
    );
  return (
    <Stack gap="md" data-testid="new-order">
      <Title order={3}>{t(`create.title.${kind}`)}</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={5}>{t('detail.pairs', { count: oneIds.length })}</Title>
          <OrderItemsTable
            pairs={p?.items ?? []}
            extra={extra}
            problem={(i) =>
              i.status !== InventoryStatus.available ? (
                <Text size="xs" c="red" data-testid={`not-available-${i.oneId}`}>
                  {t('create.notAvailable')}
                </Text>
              ) : null
            }
          />
          {p && p.notAvailable.length > 0 && (
            <Alert color="red" role="alert" data-testid="pairs-not-available">
              {t('create.errors.notAvailable', { oneIds: p.notAvailable.join(', ') })}
            </Alert>
          )}
          {p?.mixedWarehouses && (
            <Alert color="red" role="alert" data-testid="pairs-mixed">
              {t('create.errors.mixedWarehouses')}
            </Alert>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {kind === OrderKind.reship &&
            addressPicker?.({
              value: draft.addressId,
              onChange: (a) =>
                setDraft((d) => ({
                  ...d,
                  addressId: a?.id ?? null,
                  address: a ? shippingAddressOf(a) : null,
                })),
              label: t('detail.address'),
              error: shown.address ? t(shown.address) : undefined,
            })}
          {kind === OrderKind.switchUser && (
            <TextInput
              required
              label={t('create.toUid')}
              description={t('create.toUidHint')}
              value={draft.toUid}
              onChange={(e) => {
                const toUid = e.currentTarget.value;
                setDraft((d) => ({ ...d, toUid }));
              }}
              error={shown.toUid ? t(shown.toUid) : undefined}
              data-testid="to-uid"
            />
          )}
          <Textarea
            label={t('create.remark')}
            autosize
            minRows={2}
            maxLength={ORDER_REMARK_MAX}
            value={draft.remark}
            onChange={(e) => {
              const remark = e.currentTarget.value;
              setDraft((d) => ({ ...d, remark }));
            }}
            error={shown.remark ? t(shown.remark) : undefined}
            data-testid="remark"
          />
          {p && <FeePreview preview={p} />}
          {create.error && (
            <Alert color="red" role="alert" data-testid="create-error">
              {create.error.message}
            </Alert>
          )}
          {tried && shown.labels && (
            <Alert color="red" role="alert" data-testid="labels-missing">
              {t('create.errors.labels', { count: shown.labels.length })}
            </Alert>
          )}
          <Group>
            <Button onClick={submit} loading={create.isPending} disabled={blocked} data-testid="create-order">
              {t('create.confirm')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
