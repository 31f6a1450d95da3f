import { z } from 'zod';
import { pagingFields, rowId } from '../kernel/request-fields';
import { requestKeyFields } from '../kernel/request-key';
import { MARKETPLACES } from './marketplaces';
import type { MarketplaceCode } from './marketplaces';

/**
 * Return accounts (admin `Account/ReturnAccount`; spec sections 1 and 2, issue 28 point 5): the
 * platform's accounts at each marketplace and the address a buyer's return comes back to. A sale
 * moved to returned names the account its pair comes back through (sales orders show it); where none
 * was chosen, the marketplace's active account for the pair's warehouse stands, else its first active one.
 */
const text = (max: number) => z.string().trim().max(max);

export const returnAccountFields = z.strictObject({
  marketplace: z.enum(MARKETPLACES),
  /** How the platform's account is called at the marketplace (its store or seller name). */
  accountName: text(100).min(1),
  /** The account's id at the marketplace (seller id, store id). */
  accountRef: text(100).min(1),
  contactName: text(100).min(1),
  phone: text(30).optional(),
  email: z.string().trim().email().max(200).optional(),
  street1: text(200).min(1),
  street2: text(200).optional(),
  city: text(100).min(1),
  state: text(50).min(1),
  zip: text(20).min(1),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
    .transform((c) => c.toUpperCase())
    .default('US'),
  /** The warehouse that receives these returns (optional: an account may serve every warehouse). */
  wareId: rowId.nullable().optional(),
  active: z.boolean().default(true),
  remark: text(500).optional(),
});

export const returnAccountCreateRequest = returnAccountFields.extend(requestKeyFields);
export type ReturnAccountCreateRequest = z.input<typeof returnAccountCreateRequest>;

export const returnAccountEditRequest = returnAccountFields.extend({ id: rowId });
export type ReturnAccountEditRequest = z.infer<typeof returnAccountEditRequest>;

export const returnAccountIdRequest = z.strictObject({ id: rowId });

export const returnAccountListRequest = z.strictObject({
  ...pagingFields,
  marketplace: z.enum(MARKETPLACES).optional(),
  active: z.boolean().optional(),
  keyword: text(100).optional(),
});
export type ReturnAccountListRequest = z.infer<typeof returnAccountListRequest>;

export const returnAccountView = z.object({
  id: z.number().int(),
  marketplace: z.enum(MARKETPLACES),
  accountName: z.string(),
  accountRef: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  wareId: z.number().int().nullable(),
  wareName: z.string().nullable(),
  active: z.boolean(),
  remark: z.string(),
  updatedAt: z.string(),
});
export type ReturnAccountView = z.infer<typeof returnAccountView>;

/** Where a sale's return comes back to, as the sales lists show it. */
export const returnDestination = z.object({
  id: z.number().int(),
  accountName: z.string(),
  line: z.string(),
});
export type ReturnDestination = z.infer<typeof returnDestination>;

type AddressParts = Pick<
  ReturnAccountView,
  'contactName' | 'street1' | 'street2' | 'city' | 'state' | 'zip' | 'country'
>;

/** One line of a return address: "contact, street, city, state zip, country". */
export function returnAddressLine(a: AddressParts): string {
  const street = [a.street1, a.street2].filter(Boolean).join(' ');
  return `${a.contactName}, ${street}, ${a.city}, ${a.state} ${a.zip}, ${a.country}`;
}

/**
 * The account a marketplace's return comes back through when none was chosen: the active account of
 * the pair's warehouse, else an active account for every warehouse, else the first active one.
 */
export function defaultReturnAccount<
  T extends { id: number; marketplace: MarketplaceCode; wareId: number | null; active: boolean },
>(accounts: readonly T[], marketplace: MarketplaceCode, wareId: number | null): T | null {
  const open = accounts.filter((a) => a.active && a.marketplace === marketplace).sort((a, b) => a.id - b.id);
  return (
    open.find((a) => wareId !== null && a.wareId === wareId) ??
    open.find((a) => a.wareId === null) ??
    open[0] ??
    null
  );
}
