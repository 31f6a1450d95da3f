import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTag } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BusinessPart } from '../../../../domain/kernel/permissions';
import { MARKETPLACE_LABEL } from '../../../../domain/listing/marketplaces';
import { newRequestKey } from '../../../api/request-key';
import { confirmAction } from '../../../components/confirm-action';
import { useMay } from '../../../stores/permissions';
import { CROSS_LISTING_PATH, SELLER_LISTING_COLUMNS } from './listing-columns';
import { useDelistListing } from './listings-api';
import type { ListingRow } from './listings-api';
import { ListingsPanel } from './ListingsPanel';

export const NEW_LISTING_PATH = '/business/in-warehouse/inventory/newlisting';

/**
 * Seller portal `cross-listing/:pageNo?` (issue 25 point 2): the seller's listings on every
 * marketplace by state, marketplace and ONE ID, SKU or name; Delist asks first; "List an item"
 * opens newlisting for a ONE ID.
 */
export function CrossListingScreen() {
  const { t } = useTranslation('listing');
  const navigate = useNavigate();
  const may = useMay();
  const [oneId, setOneId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const delist = useDelistListing();
  // One key per listing until its delisting is answered: a resend after a lost answer is the same request.
  const delistKeys = useRef(new Map<number, string>());

  const onDelist = useCallback(
    async (l: ListingRow) => {
      const marketplace = t(MARKETPLACE_LABEL[l.marketplace]);
      const ok = await confirmAction('delist', {
        title: t('delist.title'),
        message: t('delist.text', { oneId: l.oneId, name: l.name || l.sku, size: l.size, marketplace }),
        confirmLabel: t('delist.button'),
      });
      if (!ok) return;
      setProblem(null);
      const requestKey = delistKeys.current.get(l.id) ?? newRequestKey();
      delistKeys.current.set(l.id, requestKey);
      try {
        const message = await delist.mutateAsync({ id: l.id, requestKey });
        delistKeys.current.delete(l.id);
        notifications.show({ color: 'green', message: message || t('delisted') });
      } catch (error) {
        const message = (error as Error).message;
        setProblem(message);
        notifications.show({ color: 'red', message });
      }
    },
    [t, delist],
  );
  const listItem = (event: FormEvent) => {
    event.preventDefault();
    const id = oneId.trim();
    if (id) navigate(`${NEW_LISTING_PATH}?oneId=${encodeURIComponent(id)}`);
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={3}>{t('list.title')}</Title>
        {may(BusinessPart.listing, 'add') && (
          <form onSubmit={listItem}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('list.listItem')}
                placeholder={t('list.oneIdPlaceholder')}
                value={oneId}
                onChange={(e) => setOneId(e.currentTarget.value)}
                w={180}
              />
              <Button type="submit" leftSection={<IconTag size={16} />} disabled={!oneId.trim()}>
                {t('list.listButton')}
              </Button>
            </Group>
          </form>
        )}
      </Group>
      <ListingsPanel
        basePath={CROSS_LISTING_PATH}
        columns={SELLER_LISTING_COLUMNS}
        onDelist={may(BusinessPart.listing, 'edit') ? (l) => void onDelist(l) : undefined}
        delisting={delist.isPending ? (delist.variables?.id ?? null) : null}
        problem={problem}
        onDismissProblem={() => setProblem(null)}
        loadingText={t('list.loading')}
        loadFailedText={t('list.loadFailed')}
      />
    </Stack>
  );
}
