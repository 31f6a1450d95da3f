import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFLICT_KIND_LABEL } from '../../../../domain/sourcing/catalogue';
import type { ConflictView, SkuSize } from '../../../../domain/sourcing/catalogue';
import { useRequestKey } from '../../../api/request-key';
import { useIgnoreConflict, useResolveConflict } from './catalogue-api';

/**
 * An admin's decision on a conflict: map it by hand (a candidate, or any SKU and size of ours; the
 * SKU alone for a product whose style is unknown), or ignore it. The choice holds at every later read
 * of the shop. The server's refusal shows here; sending again keeps the request key.
 */
export function ConflictDecisionModal({
  conflict,
  onClose,
}: {
  conflict: ConflictView;
  onClose: () => void;
}) {
  const { t } = useTranslation(['sourcing-shop', 'common']);
  const whole = conflict.variantId === '';
  const first = conflict.chosen ?? conflict.candidates[0] ?? null;
  const [sku, setSku] = useState(first?.sku ?? '');
  const [size, setSize] = useState(first?.size ?? '');
  const [missing, setMissing] = useState(false);
  const [requestKey, renewKey] = useRequestKey();
  const resolve = useResolveConflict();
  const ignore = useIgnoreConflict();
  const busy = resolve.isPending || ignore.isPending;
  const error = resolve.error ?? ignore.error;

  const choose = (next: SkuSize) => {
    setSku(next.sku);
    setSize(next.size ?? '');
    edited();
  };
  const edited = () => {
    resolve.reset();
    ignore.reset();
    setMissing(false);
    renewKey();
  };
  const done = (message: string) => {
    renewKey();
    notifications.show({ color: 'green', message });
    onClose();
  };
  const map = async (event: FormEvent) => {
    event.preventDefault();
    if (!sku.trim() || (!whole && !size.trim())) return setMissing(true);
    try {
      const body = { id: conflict.id, sku: sku.trim(), requestKey, ...(whole ? {} : { size: size.trim() }) };
      done((await resolve.mutateAsync(body)).message);
    } catch {
      // Shown below; the next try keeps the key.
    }
  };
  const ignoreIt = async () => {
    try {
      done((await ignore.mutateAsync({ id: conflict.id, requestKey })).message);
    } catch {
      // Shown below.
    }
  };
  return (
    <Modal
      opened
      onClose={() => !busy && onClose()}
      size="lg"
      title={
        <Text fw={600}>{t('conflicts.decideTitle', { kind: t(CONFLICT_KIND_LABEL[conflict.kind]) })}</Text>
      }
    >
      <form onSubmit={(e) => void map(e)} noValidate>
        <Stack gap="sm" data-testid="conflict-decision">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('conflicts.about', {
              title: conflict.title,
              productId: conflict.productId,
              seller: conflict.seller.uid,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {whole
              ? t('conflicts.wholeProduct', { sellerSku: conflict.sellerSku || '—' })
              : t('conflicts.oneSize', {
                  size: conflict.sizeText || '—',
                  sellerSku: conflict.sellerSku || '—',
                  gtin: conflict.gtin ?? '—',
                })}
          </Text>
          {conflict.candidates.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('conflicts.candidates')}
              </Text>
              <Group gap="xs">
                {conflict.candidates.map((c) => (
                  <Button
                    key={`${c.sku}|${c.size ?? ''}`}
                    size="xs"
                    variant={c.sku === sku && (whole || (c.size ?? '') === size) ? 'filled' : 'light'}
                    onClick={() => choose(c)}
                  >
                    {c.size ? t('conflicts.skuSize', { sku: c.sku, size: c.size }) : c.sku}
                  </Button>
                ))}
              </Group>
            </Stack>
          )}
          <Group gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              label={t('conflicts.sku')}
              withAsterisk
              value={sku}
              maxLength={64}
              w={{ base: '100%', sm: 220 }}
              error={missing && !sku.trim() ? t('conflicts.skuMissing') : undefined}
              onChange={(e) => {
                setSku(e.currentTarget.value);
                edited();
              }}
            />
            {!whole && (
              <TextInput
                label={t('conflicts.size')}
                placeholder={t('conflicts.sizeHint')}
                withAsterisk
                value={size}
                maxLength={20}
                w={{ base: '100%', sm: 140 }}
                error={missing && !size.trim() ? t('conflicts.sizeMissing') : undefined}
                onChange={(e) => {
                  setSize(e.currentTarget.value);
                  edited();
                }}
              />
            )}
          </Group>
          {error && (
            <Alert color="red" role="alert" data-testid="decision-refusal">
              {error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs" wrap="wrap">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              variant="light"
              color="gray"
              loading={ignore.isPending}
              disabled={resolve.isPending}
              onClick={() => void ignoreIt()}
            >
              {t('conflicts.ignore')}
            </Button>
            <Button type="submit" loading={resolve.isPending} disabled={ignore.isPending}>
              {t('conflicts.map')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
