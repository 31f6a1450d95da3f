import { describe, expect, it } from 'vitest';
import { carrierServiceName, serviceName } from './services';

describe('carrier service names', () => {
  it('names the services carriers answer by code', () => {
    expect(carrierServiceName('FedEx', 'FEDEX_2_DAY')).toBe('FedEx 2Day');
    expect(carrierServiceName('USPS', 'GroundAdvantage')).toBe('USPS Ground Advantage');
    expect(serviceName('UPS', 'NextDayAir')).toBe('Next Day Air');
  });

  it('spells out a code it does not know, without the carrier twice', () => {
    expect(serviceName('FedEx', 'FEDEX_SMART_POST')).toBe('Smart Post');
    expect(serviceName('DHL', 'ExpressWorldwide')).toBe('Express Worldwide');
  });
});
