import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RepairStatus, TaskStatus } from '../../../../domain/repair/codes';
import { TOUCH_TARGET } from '../../../components/touch-target';
import type { LocalRepairWork } from '../../../offline/types';
import { IssuesText, QcBadge, RepairStatusBadge, RepairsText } from '../components/RepairBadges';
import { NOTHING_TAKEN, withoutPhoto, withPhoto } from './bench-photos';
import { BenchResultForm } from './BenchResultForm';
import { RepairCamera } from './RepairCamera';
import { TakenPhotoRow } from './TakenPhotoRow';
import type { BenchResult } from './use-repair-work';
import { WorkPhoto } from './WorkPhoto';

/**
 * One pair on the bench: what to repair, the before photo as the guide for the same angle (a pair
 * without one gets its before photo taken first), the camera for the after and QC photos, then the
 * result and the QC. Everything is queued on the tablet: the bench works offline.
 */
export function RepairBench({
  work,
  onClose,
  onRecord,
}: {
  work: LocalRepairWork;
  onClose: () => void;
  onRecord: (r: BenchResult) => Promise<boolean>;
}) {
  const { t } = useTranslation('repair-screens');
  const [taken, setTaken] = useState(NOTHING_TAKEN);
  const onBench = work.status === RepairStatus.processing && work.batchStatus === TaskStatus.pending;
  // Before the server has the pick's before photos, the pair's inspection photo is the guide (as there).
  const before = [
    ...(work.beforePhotos.length > 0 ? work.beforePhotos : work.img ? [work.img] : []),
    ...taken.before,
  ];
  const needsBefore = before.length === 0;
  const [guide, ...moreBefore] = before;

  return (
    <Stack gap="md" data-testid="repair-bench" data-one-id={work.oneId}>
      <Group>
        <Anchor component="button" type="button" onClick={onClose} style={TOUCH_TARGET}>
          {t('warehouse.bench.back')}
        </Anchor>
      </Group>
      <Stack gap={2}>
        <Group gap="xs">
          <Title order={3} ff="monospace">
            {work.oneId}
          </Title>
          <RepairStatusBadge status={work.status} />
          {work.qcResult && <QcBadge qc={work.qcResult} />}
        </Group>
        <Text size="sm" c="dimmed">
          {t('pairLine', { sku: work.sku, size: work.size })} {work.name} · {work.oddNo} · {work.batchNo}
        </Text>
      </Stack>
      <Paper withBorder p="sm" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('column.repairs')}
            </Text>
            <RepairsText repairs={work.repairs} />
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('column.issues')}
            </Text>
            <IssuesText issues={work.issues} />
          </Stack>
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="xs" data-testid="before-guide">
          <Text fw={600}>{t('photos.before')}</Text>
          {guide ? (
            <WorkPhoto
              hash={guide}
              alt={t('photos.guideAlt', { oneId: work.oneId })}
              size="100%"
              height={260}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {onBench ? t('warehouse.bench.takeBeforeFirst') : t('photos.none')}
            </Text>
          )}
          <Text size="sm" c="orange">
            {t('warehouse.bench.sameAngle')}
          </Text>
          <TakenPhotoRow hashes={moreBefore} alt={t('photos.before')} />
        </Stack>
        {onBench ? (
          <RepairCamera
            shots={
              needsBefore
                ? [{ kind: 'before', label: t('warehouse.bench.takeBefore'), primary: true }]
                : [
                    { kind: 'after', label: t('warehouse.bench.takeAfter'), primary: true },
                    { kind: 'qc', label: t('warehouse.bench.takeQc') },
                  ]
            }
            onShot={(kind, hash) => setTaken((was) => withPhoto(was, kind, hash))}
          />
        ) : work.status === RepairStatus.pending ? (
          <Alert color="blue">{t('warehouse.bench.scanFirst')}</Alert>
        ) : (
          <Stack gap="xs">
            <Text fw={600}>{t('photos.after')}</Text>
            <TakenPhotoRow hashes={work.afterPhotos} alt={t('photos.after')} />
            <Text size="sm">{work.resultRemark}</Text>
          </Stack>
        )}
      </SimpleGrid>
      {onBench && (
        <BenchResultForm
          work={work}
          taken={taken}
          onRemove={(kind, hash) => setTaken((was) => withoutPhoto(was, kind, hash))}
          onRecord={onRecord}
          onClose={onClose}
        />
      )}
    </Stack>
  );
}
