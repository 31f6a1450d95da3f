/**
 * Carrier tracking numbers (spec section 5 validity, section 9 tracking links).
 * API: isValidTrackingNumber(value), carrierOf(value), trackingLink(value).
 */

/** Our own order codes (OC + 11 or 12 characters) look like tracking numbers but are not. */
function isOrderCode(value: string): boolean {
  return value.startsWith('OC') && (value.length === 13 || value.length === 14);
}

/** At least 8 letters, digits or underscores, not starting with 0, and not an order code. */
export function isValidTrackingNumber(value: string): boolean {
  return /^\w{8,}$/.test(value) && !value.startsWith('0') && !isOrderCode(value);
}

export type Carrier = 'UPS' | 'FedEx' | 'USPS' | 'DHL';

/** The carrier a tracking number's shape points to, in the spec's order of patterns. */
export function carrierOf(value: string): Carrier | null {
  const v = value.trim().toUpperCase();
  if (v.startsWith('1Z')) return 'UPS';
  if (/^\d{12,15}$/.test(v)) return 'FedEx';
  if (/^[A-Z]{2}\d{9}[A-Z]{2}$/.test(v) || /^9\d{21}$/.test(v)) return 'USPS';
  if (/^\d{10}$/.test(v)) return 'DHL';
  return null;
}

const CARRIER_URL: Record<Carrier, (n: string) => string> = {
  UPS: (n) => `https://www.ups.com/track?tracknum=${n}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  USPS: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  DHL: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
};

/** Where to follow a parcel: its carrier's tracking page, or a web search for unknown shapes. */
export function trackingLink(value: string): { carrier: Carrier | null; url: string } {
  const number = encodeURIComponent(value.trim().toUpperCase());
  const carrier = carrierOf(value);
  if (carrier) return { carrier, url: CARRIER_URL[carrier](number) };
  return { carrier: null, url: `https://www.google.com/search?q=${encodeURIComponent(value.trim())}` };
}
