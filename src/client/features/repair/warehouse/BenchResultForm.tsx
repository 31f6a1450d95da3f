import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QcResult } from '../../../../domain/repair/codes';
import { REPAIR_REMARK_MAX } from '../../../../domain/repair/requests';
import { confirmAction } from '../../../components/confirm-action';
import { TOUCH_TARGET } from '../../../components/touch-target';
import type { LocalRepairWork } from '../../../offline/types';
import type { TakenPhotos } from './bench-photos';
import { TakenPhotoRow } from './TakenPhotoRow';
import type { BenchResult } from './use-repair-work';

type Outcome = BenchResult['result'];

/** Segments a gloved finger can hit, their words in the middle. */
const SEGMENT_STYLES = {
  label: { ...TOUCH_TARGET, display: 'flex', alignItems: 'center', justifyContent: 'center' },
};
type BenchProblem = 'noAfterPhoto' | 'successNeedsPass';

/** What stops the result being recorded: a success has an after photo and passed QC (the server's rule too). */
export function benchProblems(r: Pick<BenchResult, 'result' | 'qc'>, afterPhotos: number): BenchProblem[] {
  if (r.result !== 'success') return [];
  return [
    ...(afterPhotos === 0 ? (['noAfterPhoto'] as const) : []),
    ...(r.qc !== 'pass' ? (['successNeedsPass'] as const) : []),
  ];
}

/**
 * The bench's outcome: the photos taken (each removable until saved), repaired or not, the QC and a
 * remark. A pair that cannot be repaired is confirmed first (spec section 8's warning).
 */
export function BenchResultForm({
  work,
  taken,
  onRemove,
  onRecord,
  onClose,
}: {
  work: LocalRepairWork;
  taken: TakenPhotos;
  onRemove: (kind: 'after' | 'qc', hash: string) => void;
  onRecord: (r: BenchResult) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation('repair-screens');
  const [result, setResult] = useState<Outcome>('success');
  const [qc, setQc] = useState<QcResult>('pass');
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const afterCount = work.afterPhotos.length + taken.after.length;
  const problems = benchProblems({ result, qc }, afterCount);

  const save = async () => {
    setTried(true);
    if (problems.length > 0) return;
    if (result === 'failure') {
      const yes = await confirmAction('reject', {
        title: t('warehouse.bench.failTitle', { oneId: work.oneId }),
        message: t('warehouse.bench.failConfirm'),
        confirmLabel: t('warehouse.bench.failConfirmAction'),
      });
      if (!yes) return;
    }
    setSaving(true);
    const done = await onRecord({ result, qc, remark: remark.trim(), photos: taken });
    setSaving(false);
    if (done) onClose();
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Text fw={600}>{t('warehouse.bench.photosTaken', { count: afterCount })}</Text>
        <TakenPhotoRow hashes={work.afterPhotos} alt={t('photos.after')} />
        <TakenPhotoRow
          hashes={taken.after}
          alt={t('photos.after')}
          onRemove={(hash) => onRemove('after', hash)}
          testId="new-after-photos"
        />
        <TakenPhotoRow hashes={taken.qc} alt={t('photos.qc')} onRemove={(hash) => onRemove('qc', hash)} />
        <Group gap="lg" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm">{t('warehouse.bench.result')}</Text>
            <SegmentedControl
              value={result}
              onChange={(v) => setResult(v as Outcome)}
              data={[
                { value: 'success', label: t('warehouse.bench.success') },
                { value: 'failure', label: t('warehouse.bench.failure') },
              ]}
              styles={SEGMENT_STYLES}
              aria-label={t('warehouse.bench.result')}
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm">{t('column.qc')}</Text>
            <SegmentedControl
              value={qc}
              onChange={(v) => setQc(v as QcResult)}
              data={[
                { value: 'pass', label: t('qc.pass') },
                { value: 'fail', label: t('qc.fail') },
              ]}
              styles={SEGMENT_STYLES}
              aria-label={t('column.qc')}
            />
          </Stack>
        </Group>
        <Textarea
          label={t('column.remark')}
          value={remark}
          onChange={(e) => setRemark(e.currentTarget.value)}
          maxLength={REPAIR_REMARK_MAX}
          autosize
          minRows={1}
        />
        {tried &&
          problems.map((p) => (
            <Alert key={p} color="red" py="xs" role="alert">
              {t(`warehouse.bench.problem.${p}`)}
            </Alert>
          ))}
        <Group justify="flex-end">
          <Button variant="default" style={TOUCH_TARGET} onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button style={TOUCH_TARGET} onClick={() => void save()} loading={saving} data-testid="bench-save">
            {t('warehouse.bench.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
