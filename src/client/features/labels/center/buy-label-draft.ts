import type { LabelRatesRequest } from '../../../../domain/labels/label-center';
import { parcelProblems } from '../../../../domain/labels/rules';
import type { ParcelSize, SignatureCode } from '../../../../domain/labels/rules';
import { addressOfDraft } from './ShippingAddressFields';
import type { AddressDraft } from './ShippingAddressFields';

/** What the buy form holds before it asks for rates. */
export type BuyLabelDraft = {
  from: AddressDraft;
  to: AddressDraft;
  parcel: ParcelSize;
  signature: SignatureCode;
  /** Insured value in whole dollars as typed (0: none). */
  insuranceDollars: number;
};

const REQUIRED: (keyof AddressDraft)[] = ['name', 'street1', 'city', 'state', 'zip', 'country'];

/** The required address fields left empty, by field. */
export function missingFields(address: AddressDraft): Partial<Record<keyof AddressDraft, true>> {
  return Object.fromEntries(REQUIRED.filter((f) => !address[f].trim()).map((f) => [f, true]));
}

export function isDraftComplete(draft: BuyLabelDraft): boolean {
  return (
    Object.keys(missingFields(draft.from)).length === 0 &&
    Object.keys(missingFields(draft.to)).length === 0 &&
    parcelProblems(draft.parcel).length === 0
  );
}

export function ratesRequestOf(draft: BuyLabelDraft): LabelRatesRequest {
  return {
    from: addressOfDraft(draft.from),
    to: addressOfDraft(draft.to),
    parcel: draft.parcel,
    signature: draft.signature,
  };
}

/** Dollars as typed, in cents. */
export const insuranceCentsOf = (draft: BuyLabelDraft) => Math.round(draft.insuranceDollars * 100);
