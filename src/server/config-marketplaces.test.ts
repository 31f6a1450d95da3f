import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('marketplace settings', () => {
  it('uses the simulators when no marketplace is configured, and this server as the public URL', () => {
    const config = loadConfig({ PORT: '8099' });
    expect(config.marketplaces).toEqual({});
    expect(config.publicUrl).toBe('http://localhost:8099');
  });

  it("takes a marketplace's credentials when all of them are set", () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://wms.example.com/',
      EBAY_CLIENT_ID: 'id',
      EBAY_CLIENT_SECRET: 'secret',
      EBAY_RU_NAME: 'ru',
    });
    expect(config.marketplaces).toEqual({ ebay: { clientId: 'id', clientSecret: 'secret', ruName: 'ru' } });
    expect(config.publicUrl).toBe('https://wms.example.com');
  });

  it('refuses to start with only some of them, naming the missing ones', () => {
    expect(() => loadConfig({ STOCKX_API_KEY: 'key' })).toThrow(
      'STOCKX_CLIENT_ID, STOCKX_CLIENT_SECRET must be set with the other stockx settings',
    );
  });
});
