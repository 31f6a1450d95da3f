import { Modal, Stack, TagsInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_EXCLUDED_CODES } from '../../../../domain/wallet/overview';
import { FormModalActions } from '../../../components/FormModalActions';
import { useSaveExclusions } from '../api/overview';
import { FailureAlert, useSaveAndClose } from '../../../components/save-and-close';

/** Edits the whole exclusion list: the user codes of the test and internal sellers. */
export function ExclusionsModal({ codes, onClose }: { codes: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const save = useSaveExclusions();
  const [value, setValue] = useState<string[]>([...codes]);
  const { failure, saveAndClose } = useSaveAndClose(onClose);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await saveAndClose(async () => {
      await save.mutateAsync(value.map((code) => code.trim()).filter(Boolean));
      return t('overview.exclusionsSaved');
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('overview.exclusions.modalTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <FailureAlert failure={failure} />
          <TagsInput
            label={t('overview.exclusions.codes')}
            description={t('overview.exclusions.codesHint', { max: MAX_EXCLUDED_CODES })}
            value={value}
            onChange={setValue}
            maxTags={MAX_EXCLUDED_CODES}
            splitChars={[',', ' ', ';']}
            clearable
            // The field keeps Escape for its own list; with no list to close, Escape closes the dialog.
            onKeyDown={(e) => {
              if (e.key === 'Escape') onClose();
            }}
            data-autofocus
            data-testid="exclusion-codes"
          />
          <FormModalActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
