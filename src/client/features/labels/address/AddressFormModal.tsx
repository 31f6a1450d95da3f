import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedAddress } from '../../../../domain/labels/addresses';
import type { AddressProblem } from '../../../../domain/labels/labels';
import { FormModalActions } from '../../../components/FormModalActions';
import { revealFirstError } from '../../../components/reveal-first-error';
import { FailureAlert, useSaveAndClose } from '../../../components/save-and-close';
import { rejectionOf, useSaveAddress } from './address-api';
import { addressFormValues, addressRequestOf, problemField } from './address-form';
import type { AddressFormValues } from './address-form';
import { AddressFields } from './AddressFields';
import { useAddressForm } from './use-address-form';

/**
 * Add or edit an address. The carrier verifies it on save: when it refuses, the dialog stays open
 * with the server's message, the fields it names and its suggestions, and nothing typed is lost.
 */
export function AddressFormModal({
  address,
  opened,
  onClose,
}: {
  /** The address to edit, or null to add one. */
  address: SavedAddress | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('addresses');
  const save = useSaveAddress();
  const { failure, saveAndClose } = useSaveAndClose(onClose);
  const [problems, setProblems] = useState<AddressProblem[]>([]);
  const [suggestionUsed, setSuggestionUsed] = useState(false);
  const form = useAddressForm(addressFormValues(address));

  const submit = async (values: AddressFormValues) => {
    setSuggestionUsed(false);
    await saveAndClose(async () => {
      try {
        await save.mutateAsync(addressRequestOf(values, address?.id));
        setProblems([]);
        return t('saved');
      } catch (error) {
        setProblems(rejectionOf(error)?.problems ?? []);
        throw error;
      }
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t(address ? 'editTitle' : 'addTitle')} size="lg" centered>
      <form onSubmit={form.onSubmit((values) => void submit(values), revealFirstError)} noValidate>
        <Stack gap="sm">
          <FailureAlert failure={failure} />
          <AddressFields
            form={form}
            problems={problems}
            onSuggestionUsed={(field) => {
              setProblems((shown) => shown.filter((p) => problemField(p) !== field));
              setSuggestionUsed(true);
            }}
          />
          {suggestionUsed && (
            <Text size="sm" c="dimmed" role="status">
              {t('problems.applied')}
            </Text>
          )}
          <FormModalActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
