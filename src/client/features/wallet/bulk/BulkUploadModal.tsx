import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconChecks, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../domain/wallet/wallet';
import { BULK_KINDS, BULK_ROW_LIMIT } from '../../../../domain/wallet/bulk';
import type { BulkBatch, BulkKind } from '../../../../domain/wallet/bulk';
import { formatDisplayTime } from '../../../api/response';
import { SheetFileInput, TemplateButton } from '../../../components/ImportFields';
import { ImportProblems, importProblemsOf } from '../../../components/ImportProblems';
import { bulkTemplate, useBulkCheck, useBulkPost } from '../api/bulk';

type Props = { opened: boolean; onClose: () => void };

/**
 * A bulk deposit or deduction by spreadsheet: the kind, the template, the sheet. "Check sheet" reads
 * the whole sheet (nothing posted) and shows its rows and total, or every bad row; "Post" posts
 * every row or none. A sheet posted before says when and by whom, and posting it again changes nothing.
 */
export function BulkUploadModal({ opened, onClose }: Props) {
  const { t } = useTranslation('wallet');
  const [kind, setKind] = useState<BulkKind>('deposit');
  const [file, setFile] = useState<File | null>(null);
  const check = useBulkCheck();
  const post = useBulkPost();
  const failed = post.error ?? check.error;
  const preview = check.data;
  const posted = post.data;

  const reset = () => {
    check.reset();
    post.reset();
  };
  const close = () => {
    setFile(null);
    reset();
    onClose();
  };
  const already = (batch: BulkBatch) =>
    t('bulk.alreadyTitle', { at: String(formatDisplayTime(batch.createdAt)), by: batch.operatorName });

  return (
    <Modal opened={opened} onClose={close} title={t('bulk.dialogTitle')} size="lg" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('bulk.hint')} {t('bulk.limit', { max: BULK_ROW_LIMIT.toLocaleString('en-US') })}
        </Text>
        <SegmentedControl
          aria-label={t('bulk.kind')}
          data={BULK_KINDS.map((k) => ({ value: k, label: t(`bulk.kindLabel.${k}`) }))}
          value={kind}
          onChange={(value) => {
            setKind(value as BulkKind);
            reset();
          }}
        />
        <Group gap="xs">
          <TemplateButton target={bulkTemplate(kind)} />
        </Group>
        <SheetFileInput
          value={file}
          onChange={(picked) => {
            setFile(picked);
            reset();
          }}
        />
        {failed && (
          <Alert color="red" role="alert" title={t('bulk.refused')}>
            {failed.message}
          </Alert>
        )}
        <ImportProblems problems={importProblemsOf(failed)} />
        {preview && !posted && (
          <Alert
            color={preview.postedBatch ? 'yellow' : 'blue'}
            data-testid="bulk-preview"
            title={
              preview.postedBatch
                ? already(preview.postedBatch)
                : t('bulk.previewTitle', { count: preview.rowCount, total: formatCents(preview.totalCents) })
            }
          />
        )}
        {posted && (
          <Alert color={posted.fresh ? 'green' : 'yellow'} role="status" data-testid="bulk-posted">
            {posted.fresh
              ? t('bulk.postedTitle', {
                  count: posted.batch.rowCount,
                  total: formatCents(posted.batch.totalCents),
                })
              : already(posted.batch)}
          </Alert>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={close}>
            {t('common:actions.close')}
          </Button>
          {!posted && (
            <Button
              variant="light"
              leftSection={<IconChecks size={16} />}
              disabled={!file}
              loading={check.isPending}
              onClick={() => file && check.mutate({ kind, file })}
            >
              {t('bulk.check')}
            </Button>
          )}
          {preview && !preview.postedBatch && !posted && (
            <Button
              leftSection={<IconUpload size={16} />}
              loading={post.isPending}
              onClick={() => file && post.mutate({ kind, file })}
            >
              {t('bulk.post', { count: preview.rowCount })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
