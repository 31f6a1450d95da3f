import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RepairItemAdminView } from '../../../../domain/repair/views';
import { useRequestKey } from '../../../api/request-key';
import { FailureAlert, useSaveAndClose } from '../../../components/save-and-close';
import { useEditRepairItem } from '../api/admin-repairs';
import { useRepairPrices } from '../api/repair-prices';
import { changedChoice, choicesOf, draftOfChoices, problemsOf } from '../components/repair-choice';
import { RepairChoiceFields } from '../components/RepairChoiceFields';

/**
 * "Edit items" of a pending order's pair: its issues and repair items corrected; the server holds the
 * new estimate in place of the old. The same request key while the same change is sent again.
 */
export function EditItemModal({
  oddNo,
  item,
  onClose,
}: {
  oddNo: string;
  item: RepairItemAdminView;
  onClose: () => void;
}) {
  const { t } = useTranslation('repair-screens');
  const edit = useEditRepairItem();
  const prices = useRepairPrices();
  const [choice, setChoice] = useState(() => draftOfChoices(item.issues, item.repairs));
  const [tried, setTried] = useState(false);
  const [requestKey, renewKey] = useRequestKey();
  const { failure, saveAndClose } = useSaveAndClose(onClose);
  const problems = problemsOf(choice);
  const submit = () => {
    setTried(true);
    if (problems.length > 0) return;
    void saveAndClose(async () => {
      const said = await edit.mutateAsync({
        oddNo,
        oneId: item.oneId,
        issues: choice.issues,
        repairs: choicesOf(choice),
        requestKey,
      });
      return said.message;
    });
  };
  return (
    <Modal opened onClose={onClose} centered size="lg" title={t('items.editTitle', { oneId: item.oneId })}>
      <Stack gap="sm">
        <FailureAlert failure={failure} />
        <Text size="sm" c="dimmed">
          {t('items.editText')}
        </Text>
        <RepairChoiceFields
          value={choice}
          onChange={(change) => {
            setChoice((c) => changedChoice(c, change));
            renewKey();
          }}
          problems={tried ? problems : []}
          prices={prices.data}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={submit} loading={edit.isPending} data-testid="edit-item-save">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
