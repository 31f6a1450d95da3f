import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalRequest, requestSignature, sameSignature, webhookSignature } from './tiktok-signing';

const hmac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('hex');

describe('TikTok Shop request signature', () => {
  it("gives the sign of TikTok's own worked example (Get Authorized Shops)", () => {
    const request = {
      appSecret: 'e59af819cc',
      path: '/authorization/202309/shops',
      query: { timestamp: '1623812664', app_key: '29a39d' },
      body: '',
    };
    expect(canonicalRequest(request)).toBe(
      'e59af819cc/authorization/202309/shopsapp_key29a39dtimestamp1623812664e59af819cc',
    );
    expect(requestSignature(request)).toBe(
      'b596b73e0cc6de07ac26f036364178ab16b0a907af13d43f0a0cd2345f582dc8',
    );
  });

  it('sorts the parameters, leaves out sign and access_token, and signs the body as sent', () => {
    const body = '{"seller_skus":["10000001"]}';
    const request = {
      appSecret: 's3cret',
      path: '/product/202309/products/search',
      query: {
        timestamp: '1796280436',
        shop_cipher: 'ROW_abc',
        sign: 'stale',
        access_token: 'TTP_x',
        page_size: '20',
        app_key: 'key1',
      },
      body,
    };
    const canonical =
      's3cret/product/202309/products/searchapp_keykey1page_size20shop_cipherROW_abctimestamp1796280436' +
      `${body}s3cret`;
    expect(canonicalRequest(request)).toBe(canonical);
    expect(requestSignature(request)).toBe(hmac('s3cret', canonical));
    expect(requestSignature({ ...request, body: '{"seller_skus":["10000002"]}' })).not.toBe(
      requestSignature(request),
    );
  });
});

describe('TikTok Shop webhook signature', () => {
  it('is the HMAC-SHA256 of app key and raw body, keyed with the app secret', () => {
    const body =
      '{"type":1,"tts_notification_id":"7327112393057371910","data":{"order_id":"576486316948490001"}}';
    const signature = webhookSignature('key1', 's3cret', Buffer.from(body));
    expect(signature).toBe(hmac('s3cret', `key1${body}`));
    expect(sameSignature(signature, signature.toUpperCase())).toBe(true);
    expect(sameSignature(signature, webhookSignature('key1', 's3cret', body.replace('0001', '0002')))).toBe(
      false,
    );
    expect(sameSignature(signature, '')).toBe(false);
  });
});
