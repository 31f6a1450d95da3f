import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BusinessPart } from '../../../../domain/kernel/permissions';
import { FLEX_REMARK_MAX } from '../../../../domain/sourcing/flex-shipments';
import { formatCents } from '../../../../domain/wallet/wallet';
import { useRequestKey } from '../../../api/request-key';
import { filterWidth } from '../../../components/responsive-list/FilterPanel';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { flexDetailPath } from '../../../routing/flex-paths';
import { useMay } from '../../../stores/permissions';
import { useCreateFlexShipment, useFlexPairs } from './flex-api';
import { FlexPairsTable } from './FlexPairsTable';
import { FlexScreenHeader } from './flex-screen-parts';
import {
  askForAll,
  choose,
  EMPTY_DRAFT,
  inWarehouse,
  setAsk,
  shipmentItems,
  totalAskCents,
} from './ship-draft';
import type { ShipDraft } from './ship-draft';

/**
 * Seller portal `stockx-flex/ship` (menu "Ship to Flex"; issue 26 point 5): the seller's available,
 * qualified pairs by warehouse (a shipment is one box from one warehouse), chosen with the ask each
 * is listed at by the program, sent as one shipment for review; it then opens the shipment.
 */
export function FlexShipScreen() {
  const { t } = useTranslation(['sourcing-flex', 'common']);
  const navigate = useNavigate();
  const may = useMay();
  const [draft, setDraft] = useState<ShipDraft>(EMPTY_DRAFT);
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  const { pageNo, pageSize, setPageNo, pager } = usePaging(20);
  const [sameAsk, setSameAsk] = useState('');
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [requestKey, renewKey] = useRequestKey();
  const pairs = useFlexPairs({
    wareId: draft.wareId ?? undefined,
    keyword: searched || undefined,
    pageNo,
    pageSize,
  });
  const create = useCreateFlexShipment();
  const answer = pairs.data;
  const wareId = draft.wareId ?? answer?.wareId ?? null;

  const edit = (next: ShipDraft) => {
    setDraft(next);
    setProblem(null);
    // What is sent changed: another submission, another key.
    renewKey();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = shipmentItems(draft);
    if (!sent.ok) return setProblem(t('ship.askMissing'));
    create.mutate(
      { items: sent.items, remark, requestKey },
      {
        onSuccess: ({ shipment }) => {
          renewKey();
          navigate(flexDetailPath('business', shipment.oddNo));
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };
  const chosen = draft.asks.size;
  return (
    <Stack gap="md" maw={1000}>
      <FlexScreenHeader title={t('ship.title')} intro={t('ship.intro')} />
      {pairs.isError && (
        <Alert color="red" role="alert">
          {pairs.error.message}
        </Alert>
      )}
      {answer && answer.warehouses.length === 0 && (
        <Alert color="blue" data-testid="no-pairs">
          {t('ship.noPairs')}
        </Alert>
      )}
      {answer && answer.warehouses.length > 0 && (
        <form onSubmit={submit}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Group gap="sm" align="flex-end" wrap="wrap">
                <Select
                  label={t('ship.warehouse')}
                  w={filterWidth(260)}
                  allowDeselect={false}
                  data={answer.warehouses.map((w) => ({
                    value: String(w.wareId),
                    label: t('ship.warehousePairs', { name: w.wareName, count: w.pairs }),
                  }))}
                  value={wareId === null ? null : String(wareId)}
                  onChange={(v) => {
                    if (v === null) return;
                    edit(inWarehouse(draft, Number(v)));
                    setPageNo(1);
                  }}
                />
                <TextInput
                  label={t('ship.keyword')}
                  w={filterWidth(220)}
                  value={keyword}
                  onChange={(e) => setKeyword(e.currentTarget.value)}
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter') return;
                    e.preventDefault();
                    setSearched(keyword.trim());
                    setPageNo(1);
                  }}
                />
                <Button
                  variant="default"
                  onClick={() => {
                    setSearched(keyword.trim());
                    setPageNo(1);
                  }}
                >
                  {t('common:actions.search')}
                </Button>
              </Group>
              <FlexPairsTable
                pairs={answer.data}
                draft={{ ...draft, wareId }}
                loading={pairs.isFetching && answer.data.length === 0}
                onChoose={(oneId, on) => edit(choose({ ...draft, wareId }, oneId, on))}
                onAsk={(oneId, text) => edit(setAsk(draft, oneId, text))}
              />
              <TablePager totalCount={answer.totalCount} totalPage={answer.totalPage} {...pager} />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md" mt="md">
            <Stack gap="sm">
              <Group gap="sm" align="flex-end" wrap="wrap">
                <TextInput
                  label={t('ship.sameAsk')}
                  leftSection="$"
                  inputMode="decimal"
                  w={filterWidth(220)}
                  value={sameAsk}
                  disabled={chosen === 0}
                  onChange={(e) => setSameAsk(e.currentTarget.value)}
                />
                <Button
                  variant="default"
                  disabled={chosen === 0}
                  onClick={() => edit(askForAll(draft, sameAsk))}
                >
                  {t('ship.applyAsk')}
                </Button>
              </Group>
              <Textarea
                label={t('ship.remark')}
                autosize
                minRows={2}
                maxLength={FLEX_REMARK_MAX}
                value={remark}
                onChange={(e) => {
                  setRemark(e.currentTarget.value);
                  renewKey();
                }}
              />
              {problem && (
                <Alert color="red" role="alert">
                  {problem}
                </Alert>
              )}
              <Group justify="space-between" wrap="wrap">
                <Text size="sm" data-testid="ship-summary">
                  {t('ship.chosen', { count: chosen })} ·{' '}
                  {t('ship.total', { amount: formatCents(totalAskCents(draft)) })}
                </Text>
                {may(BusinessPart.sourcing, 'add') && (
                  <Button
                    type="submit"
                    leftSection={<IconTruckDelivery size={16} />}
                    disabled={chosen === 0}
                    loading={create.isPending}
                  >
                    {t('ship.create')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
        </form>
      )}
    </Stack>
  );
}
