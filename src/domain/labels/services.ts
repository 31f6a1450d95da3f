/**
 * Carrier services by name (issue 24): the carrier answers a code (FEDEX_2_DAY, GroundAdvantage), a
 * person reads "FedEx 2Day". One map for every screen that shows a service; brand names, the same in
 * both languages.
 */
const SERVICE_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  USPS: {
    GroundAdvantage: 'Ground Advantage',
    Priority: 'Priority Mail',
    Express: 'Priority Mail Express',
    First: 'First-Class Mail',
    ParcelSelect: 'Parcel Select',
    MediaMail: 'Media Mail',
  },
  UPS: {
    Ground: 'Ground',
    UPSStandard: 'Standard',
    '3DaySelect': '3 Day Select',
    '2ndDayAir': '2nd Day Air',
    '2ndDayAirAM': '2nd Day Air A.M.',
    NextDayAir: 'Next Day Air',
    NextDayAirSaver: 'Next Day Air Saver',
    NextDayAirEarlyAM: 'Next Day Air Early',
  },
  FedEx: {
    FEDEX_GROUND: 'Ground',
    GROUND_HOME_DELIVERY: 'Home Delivery',
    FEDEX_EXPRESS_SAVER: 'Express Saver',
    FEDEX_2_DAY: '2Day',
    FEDEX_2_DAY_AM: '2Day A.M.',
    STANDARD_OVERNIGHT: 'Standard Overnight',
    PRIORITY_OVERNIGHT: 'Priority Overnight',
    FIRST_OVERNIGHT: 'First Overnight',
  },
};

/** A code no map knows, in words: "SMART_POST" -> "Smart Post", "NextDayAir" -> "Next Day Air". */
function spelledOut(code: string): string {
  return code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => (w === w.toUpperCase() ? w[0] + w.slice(1).toLowerCase() : w))
    .join(' ');
}

/** The service's own name, without the carrier: "2Day". */
export function serviceName(carrier: string, service: string): string {
  const known = SERVICE_NAMES[carrier]?.[service];
  if (known) return known;
  const words = spelledOut(service);
  // A code that starts with its carrier (FEDEX_SMART_POST) does not say it twice.
  return words.toLowerCase().startsWith(`${carrier.toLowerCase()} `)
    ? words.slice(carrier.length + 1)
    : words;
}

/** The carrier and its service, as a label or a rate names them: "FedEx 2Day". */
export const carrierServiceName = (carrier: string, service: string): string =>
  `${carrier} ${serviceName(carrier, service)}`;
