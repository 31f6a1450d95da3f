import { Fieldset, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShippingAddress } from '../../../../domain/labels/labels';

/** An address as typed: every field text, the optional ones possibly empty. */
export type AddressDraft = Required<Omit<ShippingAddress, 'email'>>;

export const EMPTY_ADDRESS: AddressDraft = {
  name: '',
  company: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
  country: 'US',
  phone: '',
};

/** The draft as the carrier takes it: empty optional fields left out. */
export function addressOfDraft(draft: AddressDraft): ShippingAddress {
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    ...draft,
    company: optional(draft.company),
    street2: optional(draft.street2),
    phone: optional(draft.phone),
  };
}

/** A saved or verified address as a draft to edit. */
export function draftOfAddress(address: ShippingAddress): AddressDraft {
  return {
    name: address.name,
    company: address.company ?? '',
    street1: address.street1,
    street2: address.street2 ?? '',
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country,
    phone: address.phone ?? '',
  };
}

type Props = {
  legend: string;
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  /** Field errors by field name, from the server's validation or the carrier's verification. */
  errors?: Partial<Record<keyof AddressDraft, string>>;
  testId: string;
};

/** One address in full, typed or filled from the address book (the buy form's AddressPicker). */
export function ShippingAddressFields({ legend, value, onChange, errors = {}, testId }: Props) {
  const { t } = useTranslation('labels');
  const field = (name: keyof AddressDraft, required = false) => ({
    label: t(`center.address.${name}`),
    value: value[name],
    withAsterisk: required,
    error: errors[name],
    'data-testid': `${testId}-${name}`,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...value, [name]: e.currentTarget.value }),
  });
  return (
    <Fieldset legend={legend} data-testid={testId}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput {...field('name', true)} />
        <TextInput {...field('company')} />
        <TextInput {...field('street1', true)} />
        <TextInput {...field('street2')} />
        <TextInput {...field('city', true)} />
        <Group grow gap="xs" align="flex-start">
          <TextInput {...field('state', true)} />
          <TextInput {...field('zip', true)} />
        </Group>
        <TextInput {...field('country', true)} maxLength={2} />
        <TextInput {...field('phone')} />
      </SimpleGrid>
    </Fieldset>
  );
}
