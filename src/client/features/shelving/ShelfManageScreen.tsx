import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WarehousePermission } from '../../../domain/kernel/permissions';
import { PSEUDO_SHELF_READY_FOR_LISTING } from '../../../domain/warehouses/rules';
import { OneIdLink } from '../../components/one-id-drawer/OneIdLink';
import { useClaimScans } from '../../components/one-id-drawer/scan-claim';
import { CameraScanButton } from '../../components/scan/CameraScanButton';
import { ManualCodeForm } from '../../components/scan/ManualCodeForm';
import { TOUCH_TARGET } from '../../components/touch-target';
import { ScanResultBanner } from '../../components/scan/ScanResultBanner';
import { useScanListener } from '../../components/scan/useScanListener';
import { useLocalShelves } from '../../offline/local-queries';
import { selectedWareId, useSession } from '../../stores/session';
import { useMay } from '../../stores/permissions';
import { AwaitingShelvingList } from './AwaitingShelvingList';
import { RecentShelvingOps } from './RecentShelvingOps';
import type { Feedback } from './shelving-scan';
import { useShelvingScan } from './use-shelving-scan';

/**
 * /warehouse/ShelfManage/ShelfManage/:pageNo? — shelving on a tablet, online or not: scan a ONE ID
 * then a shelf code (or pick a shelf), or in batch mode one shelf then many ONE IDs. Every pair is
 * a shelveItem op in the outbox; the lists below show what waits for a shelf and what this tablet
 * has shelved, marked until the server has it.
 */
export function ShelfManageScreen() {
  const { t } = useTranslation('shelving');
  const wareId = useSession((s) => s.headerWareId) ?? selectedWareId();
  const canShelve = useMay()(WarehousePermission.shelving, 'edit');
  const scan = useShelvingScan();
  // This screen's scans are its own: a ONE ID scanned here must not open the one-ID drawer.
  useClaimScans(canShelve);
  useScanListener((code) => void scan.handleScan(code), { enabled: canShelve });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>{t('title')}</Title>
        {canShelve ? (
          <Group gap="sm">
            <Switch
              size="md"
              label={t('batch.label')}
              checked={scan.state.batch}
              onChange={(e) => scan.setBatch(e.currentTarget.checked)}
              // The body is the <label> a finger hits (track and words): 44 px tall, centred.
              styles={{ body: { ...TOUCH_TARGET, alignItems: 'center' } }}
              data-testid="batch-mode"
            />
            <CameraScanButton onScan={(code) => void scan.handleScan(code)} />
          </Group>
        ) : null}
      </Group>
      {canShelve ? (
        <>
          <FeedbackBanner feedback={scan.feedback} batch={scan.state.batch} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Card withBorder padding="md">
              <Stack gap="xs">
                <Text fw={600}>{scan.state.batch ? t('step.batchTitle') : t('step.singleTitle')}</Text>
                <StepLine
                  label={t('step.item')}
                  value={scan.state.item?.oneId}
                  batch={scan.state.batch}
                  oneId
                />
                <StepLine label={t('step.shelf')} value={scan.state.shelf?.name} batch={!scan.state.batch} />
                <ManualCodeForm
                  label={t('manual.label')}
                  placeholder={t('manual.placeholder')}
                  submitLabel={t('manual.submit')}
                  testId="manual-code"
                  onCode={(code) => void scan.handleScan(code)}
                />
              </Stack>
            </Card>
            <ShelfPicker wareId={wareId} onPick={(shelf) => void scan.chooseShelf(shelf)} />
          </SimpleGrid>
        </>
      ) : (
        <Text c="dimmed">{t('readOnly')}</Text>
      )}
      <RecentShelvingOps wareId={wareId} />
      <AwaitingShelvingList wareId={wareId} />
    </Stack>
  );
}

/** One step of a single shelving: its value, a ONE ID as a link to its record. */
function StepLine({
  label,
  value,
  batch,
  oneId = false,
}: {
  label: string;
  value?: string;
  batch: boolean;
  oneId?: boolean;
}) {
  const { t } = useTranslation('shelving');
  if (batch) return null;
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed" w={90}>
        {label}
      </Text>
      {value && oneId ? <OneIdLink oneId={value} size="md" style={TOUCH_TARGET} /> : null}
      {value && !oneId ? (
        <Badge size="lg" variant="light">
          {value}
        </Badge>
      ) : null}
      {value ? null : <Text size="sm">{t('step.none')}</Text>}
    </Group>
  );
}

function FeedbackBanner({ feedback, batch }: { feedback: Feedback | null; batch: boolean }) {
  const { t } = useTranslation('shelving');
  if (!feedback)
    return <ScanResultBanner status="idle" title={batch ? t('scan.idleBatch') : t('scan.idle')} />;
  const values = feedback.values ?? {};
  const warning = typeof values.warning === 'string' ? t(values.warning, values) : undefined;
  return (
    <ScanResultBanner
      status={feedback.tone}
      title={t(feedback.key, { ...values, warning })}
      code={typeof values.oneId === 'string' ? values.oneId : undefined}
    />
  );
}

/** The shelves this tablet knows for the selected warehouse, the pseudo shelf "ready for listing" first. */
function ShelfPicker({
  wareId,
  onPick,
}: {
  wareId: number | null;
  onPick: (shelf: { id: number; name: string; code: string; status: number }) => void;
}) {
  const { t } = useTranslation('shelving');
  const shelves = useLocalShelves(wareId) ?? [];
  const usable = shelves.filter((s) => s.status === 1);
  const pseudo = {
    id: PSEUDO_SHELF_READY_FOR_LISTING,
    name: t('readyForListing'),
    code: String(PSEUDO_SHELF_READY_FOR_LISTING),
    status: 1,
  };
  const real = usable.filter((s) => s.id !== PSEUDO_SHELF_READY_FOR_LISTING);
  const options = [pseudo, ...real];
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Text fw={600}>{t('picker.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('picker.hint', { count: real.length })}
        </Text>
        <Select
          searchable
          clearable
          value={null}
          placeholder={t('picker.placeholder')}
          aria-label={t('picker.title')}
          data={options.map((s) => ({
            value: String(s.id),
            label: s.id === pseudo.id ? s.name : `${s.name} (${s.code})`,
          }))}
          onChange={(value) => {
            const shelf = options.find((s) => String(s.id) === value);
            if (shelf) onPick(shelf);
          }}
          nothingFoundMessage={t('picker.none')}
          styles={{ input: TOUCH_TARGET }}
          data-testid="shelf-picker"
        />
        <Button
          variant="light"
          style={TOUCH_TARGET}
          onClick={() => onPick(pseudo)}
          data-testid="ready-for-listing"
        >
          {t('picker.readyForListing')}
        </Button>
      </Stack>
    </Card>
  );
}
