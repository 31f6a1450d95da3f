import { describe, expect, it } from 'vitest';
import { isApiPath, isCacheableImage, isFileByHash } from './requests';

const ORIGIN = 'https://wms.example.com';
const HASH = 'a'.repeat(64);
const at = (path: string, origin = ORIGIN) => new URL(path, origin);

describe('service worker request rules', () => {
  it('caches stored pictures addressed by their hash, on any portal host', () => {
    for (const host of ['admin', 'warehouse', 'business']) {
      expect(isCacheableImage(at(`/api/${host}/files/${HASH}`), ORIGIN, '')).toBe(true);
    }
  });

  it('never caches other API answers, even ones that look like pictures', () => {
    expect(isCacheableImage(at('/api/admin/captcha'), ORIGIN, 'image')).toBe(false);
    expect(isCacheableImage(at('/api/warehouse/label/print.png'), ORIGIN, 'image')).toBe(false);
    expect(isCacheableImage(at(`/api/admin/files/${HASH.slice(1)}`), ORIGIN, 'image')).toBe(false);
    expect(isCacheableImage(at(`/api/admin/files/${HASH}/extra`), ORIGIN, 'image')).toBe(false);
  });

  it('caches same-origin images by destination or extension, never other origins', () => {
    expect(isCacheableImage(at('/pwa-192x192.png'), ORIGIN, '')).toBe(true);
    expect(isCacheableImage(at('/assets/logo-x1.svg'), ORIGIN, 'image')).toBe(true);
    expect(isCacheableImage(at('/assets/index-x1.js'), ORIGIN, 'script')).toBe(false);
    expect(isCacheableImage(at('/photo.jpg', 'https://cdn.example.com'), ORIGIN, 'image')).toBe(false);
  });

  it('tells API paths (never answered from the shell) from app pages', () => {
    expect(isApiPath('/')).toBe(false);
    expect(isApiPath('/index.html')).toBe(false);
    expect(isApiPath('/api/docs')).toBe(true);
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isFileByHash(`/api/business/files/${HASH}`)).toBe(true);
  });
});
