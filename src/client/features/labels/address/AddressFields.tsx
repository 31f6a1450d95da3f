import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AddressField } from '../../../../domain/labels/addresses';
import type { AddressProblem } from '../../../../domain/labels/labels';
import { addressMaxLength, problemField } from './address-form';
import type { AddressFormValues } from './address-form';

export type AddressFieldsProps = {
  /** A Mantine form over AddressFormValues (see useAddressForm). */
  form: UseFormReturnType<AddressFormValues>;
  /** The carrier's problems from the last refused save: shown on their fields, with its suggestions. */
  problems?: readonly AddressProblem[];
  /** Called when a suggestion has been put in its field (e.g. to clear the problems shown). */
  onSuggestionUsed?: (field: AddressField) => void;
};

const REQUIRED: ReadonlySet<AddressField> = new Set(['name', 'street1', 'city', 'state', 'zip', 'country']);
/** Fields that sit side by side on a wide form. */
const PAIRS: readonly (readonly AddressField[])[] = [
  ['name', 'company'],
  ['street1', 'street2'],
  ['city', 'state'],
  ['zip', 'country'],
  ['phone', 'email'],
];

/**
 * The address fields of any form that takes a shipping address (the address book, the label
 * center). A field the carrier could not verify shows its message, and its suggestion as a button
 * that puts the suggested value in the field.
 */
export function AddressFields({ form, problems = [], onSuggestionUsed }: AddressFieldsProps) {
  const { t } = useTranslation('addresses');
  const onField = (field: AddressField) => problems.filter((p) => problemField(p) === field);

  const input = (field: AddressField) => {
    const carrier = onField(field);
    const props = form.getInputProps(field);
    return (
      <Stack key={field} gap={4}>
        <TextInput
          label={t(`field.${field}`)}
          required={REQUIRED.has(field)}
          maxLength={addressMaxLength(field)}
          data-autofocus={field === 'name' || undefined}
          {...props}
          error={props.error ?? (carrier.map((p) => p.message).join('; ') || undefined)}
        />
        {carrier
          .filter((p) => p.suggestion)
          .map((p) => (
            <Button
              key={p.suggestion}
              variant="light"
              size="compact-sm"
              leftSection={<IconWand size={14} />}
              style={{ alignSelf: 'flex-start' }}
              onClick={() => {
                form.setFieldValue(field, p.suggestion ?? '');
                onSuggestionUsed?.(field);
              }}
            >
              {t('problems.useSuggestion', { suggestion: p.suggestion })}
            </Button>
          ))}
      </Stack>
    );
  };

  return (
    <Stack gap="sm">
      {problems.length > 0 && (
        <Alert color="orange" title={t('problems.title')} data-testid="address-problems">
          {problems.map((p) => (
            <div key={`${p.field}-${p.message}`}>
              {t('problems.field', {
                field: t(`field.${problemField(p) ?? 'address'}`),
                message: p.message,
              })}
            </div>
          ))}
        </Alert>
      )}
      {PAIRS.map((pair) => (
        <SimpleGrid key={pair.join('-')} cols={{ base: 1, sm: 2 }} spacing="sm">
          {pair.map(input)}
        </SimpleGrid>
      ))}
    </Stack>
  );
}
