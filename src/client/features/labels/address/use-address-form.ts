import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ADDRESS_FIELDS } from '../../../../domain/labels/addresses';
import type { AddressField } from '../../../../domain/labels/addresses';
import { addressFieldProblem, addressMaxLength } from './address-form';
import type { AddressFormValues } from './address-form';

/**
 * A Mantine form for AddressFields: each field checked on blur by the domain schema the server
 * uses, its message in the user's language.
 */
export function useAddressForm(initialValues: AddressFormValues) {
  const { t } = useTranslation('addresses');
  const check = (field: AddressField) => (value: string) => {
    const key = addressFieldProblem(field, value);
    return key ? t(key, { max: addressMaxLength(field) }) : null;
  };
  return useForm<AddressFormValues>({
    initialValues,
    validateInputOnBlur: true,
    validate: Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, check(f)])),
  });
}
