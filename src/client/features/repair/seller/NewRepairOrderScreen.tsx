import { Alert, Anchor, Button, FileInput, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PICTURE_MAX_BYTES } from '../../../../domain/kernel/files';
import { REPAIR_PAIRS_MAX, REPAIR_REMARK_MAX } from '../../../../domain/repair/requests';
import type { RepairPairView } from '../../../../domain/repair/views';
import { formatCents } from '../../../../domain/wallet/wallet';
import { useRequestKey } from '../../../api/request-key';
import { uploadFile } from '../../../api/upload-file';
import { shortfallOf } from '../../../api/wallet-shortfall';
import { useRepairPrices } from '../api/repair-prices';
import { useCreateRepair, useRepairEstimate, useSellerWallet } from '../api/seller-repairs';
import { DraftPairCard } from './DraftPairCard';
import { EstimateSummary } from './EstimateSummary';
import { PairChooser } from './PairChooser';
import { changePair, isComplete, requestPairsOf, togglePair } from './repair-draft';
import type { DraftPair } from './repair-draft';
import { SELLER_REPAIR_PATH, sellerRepairDetailPath } from './repair-paths';

/**
 * business `repair-order/new`: pairs of one warehouse, each with its issues and repair items, the
 * estimate per pair and in total with the repairs ahead and the days, the wallet's hold explained; sent
 * once per request key (the same key when sent again after a lost answer), then the order opens.
 */
export function NewRepairOrderScreen() {
  const { t } = useTranslation('repair-screens');
  const navigate = useNavigate();
  const [wareId, setWareId] = useState<number | null>(null);
  const [pairs, setPairs] = useState<DraftPair[]>([]);
  const [remark, setRemark] = useState('');
  const [waybill, setWaybill] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const requestPairs = useMemo(() => requestPairsOf(pairs), [pairs]);
  const estimate = useRepairEstimate(requestPairs);
  const wallet = useSellerWallet();
  const prices = useRepairPrices('business');
  const create = useCreateRepair();
  const [requestKey, renewKey] = useRequestKey();
  // Another order (other pairs, items, remark or waybill) is another request: it gets its own key.
  const sent = JSON.stringify([
    requestPairs,
    remark.trim(),
    waybill && [waybill.name, waybill.size, waybill.lastModified],
  ]);
  useEffect(renewKey, [sent, renewKey]);

  const chooseWarehouse = useCallback((id: number) => {
    setWareId((was) => {
      if (was !== id) setPairs([]);
      return id;
    });
  }, []);
  const toggle = useCallback(
    (pair: RepairPairView) => {
      setNotice(null);
      const next = togglePair(pairs, pair);
      if (next === null) return setNotice(t('create.oneWarehouse'));
      if (next.length > REPAIR_PAIRS_MAX) return setNotice(t('create.tooMany', { max: REPAIR_PAIRS_MAX }));
      setPairs(next);
    },
    [pairs, t],
  );
  const chosen = useMemo(() => new Set(pairs.map((p) => p.pair.oneId)), [pairs]);
  const estimateOf = (oneId: string) => estimate.data?.pairs.find((p) => p.oneId === oneId)?.estimateCents;
  const waybillTooLarge = waybill !== null && waybill.size > PICTURE_MAX_BYTES;
  const refusedForMoney = shortfallOf(create.error);

  const submit = async () => {
    setTried(true);
    if (pairs.length === 0) return setNotice(t('create.problem.noPairs'));
    if (!isComplete(pairs) || !requestPairs || waybillTooLarge) return;
    let waybillImage: string | undefined;
    try {
      waybillImage = waybill ? await uploadFile(waybill, { notify: false }) : undefined;
    } catch (error) {
      return setNotice((error as Error).message);
    }
    try {
      const said = await create.mutateAsync({
        pairs: requestPairs,
        remark: remark.trim(),
        ...(waybillImage ? { waybillImage } : {}),
        requestKey,
      });
      renewKey();
      notifications.show({ color: 'green', message: t('create.done', { oddNo: said.data.oddNo }) });
      navigate(sellerRepairDetailPath(said.data.oddNo));
    } catch {
      // Shown under the button (create.error), the form kept as it was for another try.
    }
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={SELLER_REPAIR_PATH} size="sm">
        {t('seller.back')}
      </Anchor>
      <Title order={3}>{t('create.title')}</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text fw={600}>{t('create.step.pairs')}</Text>
          <PairChooser wareId={wareId} onWarehouse={chooseWarehouse} chosen={chosen} onToggle={toggle} />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text fw={600}>{t('create.step.repairs', { count: pairs.length })}</Text>
          {pairs.length === 0 && (
            <Text c="dimmed" size="sm">
              {t('create.nothingChosen')}
            </Text>
          )}
          {pairs.map((d) => (
            <DraftPairCard
              key={d.pair.oneId}
              draft={d}
              onChange={(change) => setPairs((all) => changePair(all, d.pair.oneId, change))}
              onRemove={() => toggle(d.pair)}
              estimateCents={estimateOf(d.pair.oneId)}
              showProblems={tried}
              prices={prices.data}
            />
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text fw={600}>{t('create.step.confirm')}</Text>
          <EstimateSummary
            estimate={requestPairs ? estimate.data : undefined}
            loading={estimate.isFetching}
            error={estimate.isError ? estimate.error.message : null}
            availableCents={wallet.data?.availableCents}
            shortfallCents={refusedForMoney?.shortfallCents ?? 0}
          />
          <Textarea
            label={t('column.remark')}
            value={remark}
            onChange={(e) => setRemark(e.currentTarget.value)}
            maxLength={REPAIR_REMARK_MAX}
            autosize
            minRows={2}
          />
          <FileInput
            label={t('create.waybill')}
            description={t('create.waybillHint')}
            accept="image/*"
            clearable
            value={waybill}
            onChange={setWaybill}
            error={waybillTooLarge ? t('create.waybillTooLarge') : undefined}
            w={{ base: '100%', sm: 320 }}
          />
          {notice && (
            <Alert color="orange" role="alert" data-testid="repair-notice">
              {notice}
            </Alert>
          )}
          {create.isError && !refusedForMoney && (
            <Alert color="red" role="alert" data-testid="repair-error">
              {create.error.message}
            </Alert>
          )}
          {tried && pairs.length > 0 && !isComplete(pairs) && (
            <Text size="sm" c="red" role="alert">
              {t('create.problem.incomplete')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => navigate(SELLER_REPAIR_PATH)}
              disabled={create.isPending}
            >
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={create.isPending} data-testid="repair-submit">
              {requestPairs && estimate.data
                ? t('create.submitHold', { amount: formatCents(estimate.data.totalCents) })
                : t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
