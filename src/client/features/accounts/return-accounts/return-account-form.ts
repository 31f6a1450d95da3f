import { returnAccountFields } from '../../../../domain/listing/return-accounts';
import type { ReturnAccountView } from '../../../../domain/listing/return-accounts';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';

/** The drawer's values: text inputs hold strings; the warehouse is a Select value (its id, or null). */
export type ReturnAccountValues = {
  marketplace: MarketplaceCode;
  accountName: string;
  accountRef: string;
  contactName: string;
  phone: string;
  email: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  wareId: string | null;
  active: boolean;
  remark: string;
};

export const TEXT_FIELDS = [
  'accountName',
  'accountRef',
  'contactName',
  'phone',
  'email',
  'street1',
  'street2',
  'city',
  'state',
  'zip',
  'country',
  'remark',
] as const;

export const REQUIRED_FIELDS: readonly string[] = [
  'accountName',
  'accountRef',
  'contactName',
  'street1',
  'city',
  'state',
  'zip',
  'country',
];

export function initialValues(account: ReturnAccountView | null): ReturnAccountValues {
  return {
    marketplace: account?.marketplace ?? 'stockx',
    accountName: account?.accountName ?? '',
    accountRef: account?.accountRef ?? '',
    contactName: account?.contactName ?? '',
    phone: account?.phone ?? '',
    email: account?.email ?? '',
    street1: account?.street1 ?? '',
    street2: account?.street2 ?? '',
    city: account?.city ?? '',
    state: account?.state ?? '',
    zip: account?.zip ?? '',
    country: account?.country ?? 'US',
    wareId: account?.wareId ? String(account.wareId) : null,
    active: account?.active ?? true,
    remark: account?.remark ?? '',
  };
}

/** What is sent: empty optional fields left out, the warehouse as a number. */
export function bodyOf(values: ReturnAccountValues) {
  const optional = (v: string) => (v.trim() === '' ? undefined : v);
  return {
    ...values,
    phone: optional(values.phone),
    email: optional(values.email),
    street2: optional(values.street2),
    remark: optional(values.remark),
    wareId: values.wareId === null ? null : Number(values.wareId),
  };
}

/** The schema's verdict per field, in the form's words (the server checks the same schema). */
export function validateReturnAccount(t: (key: string) => string) {
  return (values: ReturnAccountValues) => {
    const parsed = returnAccountFields.safeParse(bodyOf(values));
    if (parsed.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??= t(
        REQUIRED_FIELDS.includes(field) && issue.code === 'too_small'
          ? 'form.required'
          : `form.invalid.${field}`,
      );
    }
    return errors;
  };
}
