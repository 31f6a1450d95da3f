import type {
  AddressVerification,
  CarrierMode,
  LabelPurchase,
  PurchasedLabel,
  RateQuote,
  RateRequest,
  ShippingAddress,
  Tracking,
} from '../../../domain/labels/labels';
import type { RefundStatus } from '../../../domain/labels/rules';

/** A label file as the carrier serves it: a 4in x 6in PDF. */
export type LabelFile = { bytes: Buffer; contentType: string };

/**
 * What the server asks of a carrier service (ARCHITECTURE section 10). One implementation,
 * easypost-adapter.ts, talks to EasyPost or to the local simulator through the same client; its
 * `mode` says which, so every screen that shows a simulated label can say so. Failures are thrown
 * as CarrierError (carrier-errors.ts), each with a message the routes can show.
 */
export interface CarrierAdapter {
  readonly mode: CarrierMode;
  /** Verified (and normalised) address, or the fields at fault with the carrier's suggestions. */
  verifyAddress(address: ShippingAddress): Promise<AddressVerification>;
  /** A shipment with its rates, cheapest first; the signature option is priced into them. */
  rates(request: RateRequest): Promise<RateQuote>;
  /** Buys the label at one of the shipment's rates, insured for the amount asked. */
  buyLabel(purchase: LabelPurchase): Promise<PurchasedLabel>;
  /** Voids a bought label: asks the carrier for its refund, which settles later. */
  voidLabel(shipmentId: string): Promise<RefundStatus>;
  /** A bought label as the carrier has it now (its refund status included). */
  label(shipmentId: string): Promise<PurchasedLabel>;
  /** The parcel's progress. */
  tracking(trackerId: string): Promise<Tracking>;
  /** The bought label's PDF, fetched from where the carrier serves it now. */
  labelFile(shipmentId: string): Promise<LabelFile>;
}
