import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MAX_LISTING_BATCH } from '../../../../domain/listing/rules';
import { ORDER_REMARK_MAX } from '../../../../domain/outbound/outbound';
import { formatCents } from '../../../../domain/wallet/wallet';
import { useRequestKey } from '../../../api/request-key';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { useConsign } from '../api/consignment';
import { sellerPath } from '../../../routing/seller-paths';
import { checkConsignmentPrice, MIN_PRICE_CENTS } from './consignment-price';

/** Where the seller's consignments are listed (the consign form goes there once they are made). */
export const CONSIGNMENT_LIST_PATH = '/business/consignment-management';

/**
 * The consign form (in-warehouse/inventory/detail/occonsignment?oneIds=): each pair picked in the
 * inventory at its own price in dollars (at least $10), a remark, and one request for them all. A
 * price that breaks the rule is named at its field and nothing is sent; the server's refusal (a pair
 * taken meanwhile, consignment not enabled) shows above the button and keeps what was typed.
 */
export function ConsignForm({ oneIds }: { oneIds: readonly string[] }) {
  const { t } = useTranslation(['consignment', 'outbound']);
  const navigate = useNavigate();
  const consign = useConsign();
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  // One key per filled-in form: sent again unchanged (a lost answer), the server answers the first orders.
  const [requestKey, renewRequestKey] = useRequestKey();
  const min = formatCents(MIN_PRICE_CENTS);
  const checks = useMemo(
    () => new Map(oneIds.map((oneId) => [oneId, checkConsignmentPrice(prices[oneId] ?? '')])),
    [oneIds, prices],
  );
  const problemOf = (oneId: string): string | undefined => {
    const check = checks.get(oneId);
    if (!check || check.ok) return undefined;
    // A field says what is wrong once something is typed in it, and every field after a Consign.
    if (!tried && (prices[oneId] ?? '').trim() === '') return undefined;
    return t(`price.${check.problem}`, { min });
  };
  const badPrices = [...checks.values()].filter((c) => !c.ok).length;
  const tooMany = oneIds.length > MAX_LISTING_BATCH;

  const columns: ResponsiveColumn<string>[] = [
    { id: 'oneId', header: t('form.oneId'), priority: 'key', cell: (oneId) => <OneIdLink oneId={oneId} /> },
    {
      id: 'price',
      header: t('form.price'),
      priority: 'key',
      cell: (oneId) => (
        <TextInput
          aria-label={t('form.priceOf', { oneId })}
          leftSection="$"
          inputMode="decimal"
          w={180}
          value={prices[oneId] ?? ''}
          onChange={(e) => {
            const typed = e.currentTarget.value;
            setPrices((p) => ({ ...p, [oneId]: typed }));
            renewRequestKey();
          }}
          error={problemOf(oneId)}
          data-testid={`consign-price-${oneId}`}
        />
      ),
    },
  ];

  const submit = () => {
    setTried(true);
    if (tooMany || badPrices > 0) return;
    const items = oneIds.map((oneId) => {
      const check = checks.get(oneId);
      return { oneId, priceCents: check?.ok ? check.cents : 0 };
    });
    consign.mutate(
      { items, remark: remark.trim(), requestKey },
      {
        onSuccess: (made) => {
          renewRequestKey();
          notifications.show({ color: 'green', message: t('form.created', { count: made.length }) });
          navigate(sellerPath(CONSIGNMENT_LIST_PATH), { replace: true });
        },
      },
    );
  };

  return (
    <Stack gap="md" data-testid="consign-form">
      <Title order={3}>{t('form.title', { count: oneIds.length })}</Title>
      <Text size="sm" c="dimmed">
        {t('form.intro')}
      </Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text size="sm">{t('form.priceHint', { min })}</Text>
          <ResponsiveTable
            testId="consign-pairs"
            columns={columns}
            rows={oneIds}
            rowKey={(oneId) => oneId}
            rowName={(oneId) => oneId}
          />
          {tooMany && (
            <Alert color="red" role="alert" data-testid="consign-too-many">
              {t('form.tooMany', { max: MAX_LISTING_BATCH })}
            </Alert>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Textarea
            label={t('form.remark')}
            autosize
            minRows={2}
            maxLength={ORDER_REMARK_MAX}
            value={remark}
            onChange={(e) => {
              const typed = e.currentTarget.value;
              setRemark(typed);
              renewRequestKey();
            }}
            data-testid="consign-remark"
          />
          {tried && badPrices > 0 && (
            <Alert color="red" role="alert" data-testid="consign-fix-prices">
              {t('form.fixPrices', { count: badPrices })}
            </Alert>
          )}
          {consign.error && (
            <Alert color="red" role="alert" data-testid="consign-error">
              {consign.error.message}
            </Alert>
          )}
          <Group>
            <Button onClick={submit} loading={consign.isPending} data-testid="consign-submit">
              {t('form.confirm')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
