import { z } from 'zod';
import { ADDRESS_FIELDS } from '../../../../domain/labels/addresses';
import type { AddressField, SavedAddress } from '../../../../domain/labels/addresses';
import { shippingAddressSchema } from '../../../../domain/labels/labels';
import type { AddressProblem } from '../../../../domain/labels/labels';
import type { AddressSave } from './address-api';

/** The address form's values: every field a string, empty when not given. */
export type AddressFormValues = Record<AddressField, string>;

export const EMPTY_ADDRESS: AddressFormValues = {
  name: '',
  company: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
  country: 'US',
  phone: '',
  email: '',
};

export function addressFormValues(saved: SavedAddress | null): AddressFormValues {
  if (!saved) return EMPTY_ADDRESS;
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, saved[f] ?? ''])) as AddressFormValues;
}

/** What the form sends: trimmed, empty optional fields left out (the schema would refuse an empty email). */
export function addressRequestOf(values: AddressFormValues, id?: number): AddressSave {
  const entries = ADDRESS_FIELDS.map((f) => [f, values[f].trim()] as const).filter(([, v]) => v !== '');
  const address = Object.fromEntries(entries) as unknown as AddressSave;
  return id === undefined ? address : { ...address, id };
}

const shape = shippingAddressSchema.shape;

/** The addresses-namespace message for one field's value, checked by the same schema as the server. */
export function addressFieldProblem(field: AddressField, value: string): string | null {
  const schema: z.ZodType = shape[field];
  const trimmed = value.trim();
  if (trimmed === '' && shape[field].safeParse(undefined).success) return null;
  const verdict = schema.safeParse(trimmed);
  if (verdict.success) return null;
  const issue = verdict.error.issues[0];
  if (issue.code === 'too_small') return 'form.required';
  if (issue.code === 'too_big') return 'form.tooLong';
  if (field === 'country') return 'form.countryCode';
  if (field === 'email') return 'form.email';
  return 'form.invalid';
}

/** The field a carrier problem names ("to_address.street1" is street1), or null for the whole address. */
export function problemField(problem: AddressProblem): AddressField | null {
  const name = problem.field.split('.').pop() ?? '';
  return (ADDRESS_FIELDS as readonly string[]).includes(name) ? (name as AddressField) : null;
}

/** The longest value a field takes, read from the domain schema (a country is a two-letter code). */
export function addressMaxLength(field: AddressField): number {
  let schema: unknown = shape[field];
  while (!(schema instanceof z.ZodString) && schema instanceof z.ZodType && 'unwrap' in schema)
    schema = (schema as { unwrap: () => unknown }).unwrap();
  return schema instanceof z.ZodString && schema.maxLength !== null ? schema.maxLength : 2;
}
