import { Alert, Button, Group, Modal, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_DELIST_REASON_MIN } from '../../../../domain/listing/admin-listings';
import { MARKETPLACE_LABEL } from '../../../../domain/listing/marketplaces';
import { useRequestKey } from '../../../api/request-key';
import { CONFIRM_KINDS, CONFIRM_MODAL_WIDTH } from '../../../components/ConfirmModal';
import { useDelistListing } from '../listings/listings-api';
import type { ListingRow } from '../listings/listings-api';

const REASON_MAX = 500;
const DELIST_LOOK = CONFIRM_KINDS.delist;

/**
 * An admin's delisting (confirmation kind delist, spec section 2): it names the item, marketplace
 * and seller, and asks for the reason the seller will read (at least 5 characters). The modal stays
 * open with the server's refusal; Delist again resends the same request key unless the reason changed.
 */
export function AdminDelistModal({ listing, onClose }: { listing: ListingRow; onClose: () => void }) {
  const { t } = useTranslation('listing');
  const delist = useDelistListing();
  const [requestKey, renewRequestKey] = useRequestKey();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const short = reason.trim().length < ADMIN_DELIST_REASON_MIN;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (short || delist.isPending) return;
    try {
      const message = await delist.mutateAsync({ id: listing.id, requestKey, reason: reason.trim() });
      renewRequestKey();
      notifications.show({ color: 'green', message: message || t('delisted') });
      onClose();
    } catch {
      // Shown in the modal (delist.error); the admin may send again or cancel.
    }
  };
  const KindIcon = DELIST_LOOK.icon;
  return (
    <Modal
      opened
      onClose={() => !delist.isPending && onClose()}
      size={CONFIRM_MODAL_WIDTH}
      centered
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={DELIST_LOOK.color} variant="light" radius="xl">
            <KindIcon size={18} />
          </ThemeIcon>
          <Text fw={600}>{t('admin.delistTitle')}</Text>
        </Group>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('admin.delistText', {
              oneId: listing.oneId,
              name: listing.name || listing.sku,
              size: listing.size,
              marketplace: t(MARKETPLACE_LABEL[listing.marketplace]),
              seller: listing.seller?.name ?? '',
            })}
          </Text>
          <Textarea
            label={t('admin.reason')}
            description={t('admin.reasonHint')}
            required
            autosize
            minRows={2}
            maxLength={REASON_MAX}
            data-autofocus
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              // Another reason is another request; the same one sent again keeps its key.
              renewRequestKey();
            }}
            error={tried && short ? t('admin.reasonShort') : undefined}
          />
          {delist.isError && (
            <Alert color="red" role="alert">
              {delist.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={delist.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" color={DELIST_LOOK.color} loading={delist.isPending}>
              {t('admin.delist')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The listing being delisted, if any, and the modal that asks for it. */
export function useAdminDelist() {
  const [listing, setListing] = useState<ListingRow | null>(null);
  const modal = listing && (
    <AdminDelistModal key={listing.id} listing={listing} onClose={() => setListing(null)} />
  );
  return { open: setListing, modal };
}
