import { Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelStatus } from '../../../../domain/labels/label-center';
import { DEFAULT_PAGE_SIZE } from '../../../api/paging';
import { SellerPicker } from '../../../components/SellerPicker';
import type { BuyLabelDraft } from './buy-label-draft';
import { BuyLabelForm } from './BuyLabelForm';
import { LabelList } from './LabelList';
import { EMPTY_ADDRESS } from './ShippingAddressFields';

const NEW_LABEL: BuyLabelDraft = {
  from: EMPTY_ADDRESS,
  to: EMPTY_ADDRESS,
  parcel: { weightOz: 0, lengthIn: 0, widthIn: 0, heightIn: 0 },
  signature: 0,
  insuranceDollars: 0,
};

type Props = {
  /** The admin's LabelCenter: every seller's labels with a seller filter. */
  admin: boolean;
  mayBuy: boolean;
  mayVoid: boolean;
  rechargePath?: string;
  payerNote?: string;
};

/** The label center: buy a label (in a dialog), and the labels below. */
export function LabelCenterPage({ admin, mayBuy, mayVoid, rechargePath, payerNote }: Props) {
  const { t } = useTranslation('labels');
  const [buying, setBuying] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [status, setStatus] = useState<LabelStatus | null>(null);
  const [sellerId, setSellerId] = useState<number | null>(null);
  const firstPage =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageNo(1);
    };
  return (
    <Stack gap="md">
      {mayBuy && (
        <Group>
          <Button
            leftSection={<IconTruckDelivery size={16} />}
            onClick={() => setBuying(true)}
            data-testid="open-buy"
          >
            {t('center.buy.title')}
          </Button>
        </Group>
      )}
      <Modal opened={buying} onClose={() => setBuying(false)} title={t('center.buy.title')} size="xl">
        <BuyLabelForm
          initial={NEW_LABEL}
          rechargePath={rechargePath}
          payerNote={payerNote}
          onBought={() => {
            setBuying(false);
            setPageNo(1);
            notifications.show({ color: 'green', message: t('center.buy.bought') });
          }}
        />
      </Modal>
      <LabelList
        pageNo={pageNo}
        onPage={setPageNo}
        pageSize={pageSize}
        onPageSize={firstPage(setPageSize)}
        status={status}
        onStatus={firstPage(setStatus)}
        sellerId={admin ? sellerId : undefined}
        mayVoid={mayVoid}
        filters={
          admin && (
            <SellerPicker
              w={260}
              label={t('center.list.seller')}
              placeholder={t('center.list.allSellers')}
              value={sellerId}
              onChange={firstPage(setSellerId)}
            />
          )
        }
      />
    </Stack>
  );
}
