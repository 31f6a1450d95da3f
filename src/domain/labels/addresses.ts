/**
 * The address book (spec sections 2 and 5: `address/:pageNo?`, "The last address cannot be
 * deleted"): a seller's saved shipping addresses, or the platform self-operated account's, each
 * verified by the carrier when saved. The label center picks its "from" addresses here.
 */
import { z } from 'zod';
import { pagingFields, rowId } from '../kernel/request-fields';
import { addressProblemSchema, shippingAddressSchema } from './labels';
import type { ShippingAddress } from './labels';

/** Add an address: the shipping address fields (src/domain/labels/labels.ts). */
export const addressCreateRequest = z.strictObject(shippingAddressSchema.shape);
export type AddressCreateRequest = z.input<typeof addressCreateRequest>;

/** Change a saved address: its id and all its fields. */
export const addressEditRequest = z.strictObject({ ...shippingAddressSchema.shape, id: rowId });
export type AddressEditRequest = z.infer<typeof addressEditRequest>;

/** Delete an address, or make it the default. */
export const addressIdRequest = z.strictObject({ id: rowId });

/** One page of the owner's addresses, the default first, then the newest. */
export const addressListRequest = z.strictObject({ ...pagingFields });

/** A saved address as the carrier verified it; empty optional fields are null. */
export const savedAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** The `data` of a 422 answer to a save: the fields the carrier could not verify, with its suggestions. */
export const addressRejectionSchema = z.object({ problems: z.array(addressProblemSchema) });
export type AddressRejection = z.infer<typeof addressRejectionSchema>;

/** The fields a person types, in form order (the carrier names its problems by these). */
export const ADDRESS_FIELDS = [
  'name',
  'company',
  'street1',
  'street2',
  'city',
  'state',
  'zip',
  'country',
  'phone',
  'email',
] as const satisfies readonly (keyof ShippingAddress)[];
export type AddressField = (typeof ADDRESS_FIELDS)[number];

const OPTIONAL_FIELDS = ['company', 'street2', 'phone', 'email'] as const;

/** A saved address as a shipment's address (what the carrier adapter and the label center take). */
export function shippingAddressOf(saved: SavedAddress): ShippingAddress {
  const address: ShippingAddress = {
    name: saved.name,
    street1: saved.street1,
    city: saved.city,
    state: saved.state,
    zip: saved.zip,
    country: saved.country,
  };
  for (const field of OPTIONAL_FIELDS) if (saved[field]) address[field] = saved[field];
  return address;
}

/** One line naming an address in lists and pickers: "name, street, city, state zip". */
export function addressLine(a: Pick<SavedAddress, 'name' | 'street1' | 'city' | 'state' | 'zip'>): string {
  return `${a.name}, ${a.street1}, ${a.city}, ${a.state} ${a.zip}`;
}
