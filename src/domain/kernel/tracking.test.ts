import { describe, expect, it } from 'vitest';
import { carrierOf, isValidTrackingNumber, trackingLink } from './tracking';

describe('tracking number validity', () => {
  it('accepts eight or more letters, digits or underscores', () => {
    expect(isValidTrackingNumber('1Z999AA10123456784')).toBe(true);
    expect(isValidTrackingNumber('AB_12345')).toBe(true);
  });
  it('rejects numbers shorter than eight characters', () => {
    expect(isValidTrackingNumber('1234567')).toBe(false);
  });
  it('rejects other characters', () => {
    expect(isValidTrackingNumber('1234-5678')).toBe(false);
    expect(isValidTrackingNumber('12345678 ')).toBe(false);
    expect(isValidTrackingNumber('')).toBe(false);
  });
  it('rejects numbers starting with 0', () => {
    expect(isValidTrackingNumber('012345678')).toBe(false);
  });
  it('rejects our order codes: OC with length 13 or 14', () => {
    expect(isValidTrackingNumber('OC20240101001')).toBe(false);
    expect(isValidTrackingNumber('OC202401010012')).toBe(false);
  });
  it('accepts OC-prefixed values of other lengths', () => {
    expect(isValidTrackingNumber('OC2024010100')).toBe(true);
    expect(isValidTrackingNumber('OC2024010100123')).toBe(true);
  });
});

describe('carrier tracking link', () => {
  it('sends 1Z numbers to UPS', () => {
    expect(trackingLink('1z999aa10123456784')).toEqual({
      carrier: 'UPS',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
  });
  it('sends 12 to 15 digits to FedEx', () => {
    expect(carrierOf('123456789012')).toBe('FedEx');
    expect(carrierOf('123456789012345')).toBe('FedEx');
    expect(carrierOf('1234567890123456')).not.toBe('FedEx');
    expect(trackingLink('123456789012').url).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012');
  });
  it('sends two letters, nine digits, two letters to USPS', () => {
    expect(carrierOf('EA123456789US')).toBe('USPS');
    expect(trackingLink('EA123456789US').url).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=EA123456789US',
    );
  });
  it('sends 9 followed by 21 digits to USPS', () => {
    expect(carrierOf('9400111899223334445566')).toBe('USPS');
    expect(carrierOf('8400111899223334445566')).toBeNull();
  });
  it('sends ten digits to DHL', () => {
    expect(carrierOf('1234567890')).toBe('DHL');
    expect(trackingLink('1234567890').url).toContain('dhl.com');
  });
  it('falls back to a web search for any other shape', () => {
    expect(trackingLink('ABC123')).toEqual({ carrier: null, url: 'https://www.google.com/search?q=ABC123' });
  });
});
