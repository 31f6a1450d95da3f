import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rackCreateRequest, shelfCreateRequest } from '../../../../domain/warehouses/warehouses';
import { fieldProblem } from '../form-problems';
import { labelNameError } from '../label-name';
import { FormModalActions } from '../../../components/FormModalActions';
import { FailureAlert, useSaveAndClose } from '../../../components/save-and-close';

const NAME_SCHEMA = { rack: rackCreateRequest.shape.name, shelf: shelfCreateRequest.shape.name };

type Props = {
  kind: 'rack' | 'shelf';
  title: string;
  initialName?: string;
  /** A hint under the field, e.g. that a renamed shelf needs a new label. */
  hint?: string;
  opened: boolean;
  onClose: () => void;
  /** Sends the name; a rejection's message is shown and the typed name stays. */
  onSave: (name: string) => Promise<unknown>;
};

/**
 * Name a rack or a shelf. Names are printed on labels, so Chinese (spec section 5: "Rack name
 * cannot be Chinese") and other unprintable text is refused here, before anything is sent, with
 * the rule and the wording the server uses; whatever the server still refuses shows above.
 */
export function LabelNameModal({ kind, title, initialName = '', hint, opened, onClose, onSave }: Props) {
  const { t } = useTranslation('warehouses');
  const { failure, saveAndClose } = useSaveAndClose(onClose);
  const [saving, setSaving] = useState(false);
  const form = useForm({
    initialValues: { name: initialName },
    validateInputOnBlur: true,
    validate: {
      name: (value) => {
        const problem = fieldProblem(NAME_SCHEMA[kind], value);
        if (problem) return t(problem.key, problem.params);
        const printable = labelNameError(kind, value);
        return printable ? t(printable) : null;
      },
    },
  });

  const submit = async ({ name }: { name: string }) => {
    setSaving(true);
    await saveAndClose(async () => {
      await onSave(name.trim());
    });
    setSaving(false);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <FailureAlert failure={failure} />
          <TextInput label={t(`${kind}.name`)} required data-autofocus {...form.getInputProps('name')} />
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
          <FormModalActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
