import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLine } from '../../../../domain/labels/addresses';
import type { SavedAddress } from '../../../../domain/labels/addresses';
import { useAddressBook } from './address-api';

export type AddressPickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** The chosen address's id, or null before one is chosen. */
  value: number | null;
  /** Called with the chosen address (and at first with the default, which is preselected). */
  onChange: (address: SavedAddress | null) => void;
};

/**
 * A Select of the caller's saved addresses (the seller's own, or the platform's in the admin
 * self-operated area), the default preselected when nothing is chosen yet.
 */
export function AddressPicker({ value, onChange, label, placeholder, ...rest }: AddressPickerProps) {
  const { t } = useTranslation('addresses');
  const book = useAddressBook();
  const addresses = book.data?.rows ?? [];
  const preselect = value === null ? addresses.find((a) => a.isDefault) : undefined;

  // Once: a caller that clears the choice later is not overruled.
  const preselected = useRef(false);
  useEffect(() => {
    if (!preselect || preselected.current) return;
    preselected.current = true;
    onChange(preselect);
  }, [preselect, onChange]);

  return (
    <Select
      label={label ?? t('picker.label')}
      placeholder={placeholder ?? t('picker.placeholder')}
      nothingFoundMessage={t('picker.none')}
      data={addresses.map((a) => ({
        value: String(a.id),
        label: a.isDefault ? t('picker.defaultMark', { line: addressLine(a) }) : addressLine(a),
      }))}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(addresses.find((a) => String(a.id) === id) ?? null)}
      disabled={book.isPending}
      allowDeselect={false}
      {...rest}
    />
  );
}
