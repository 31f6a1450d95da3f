import { describe, expect, it } from 'vitest';
import { fileUrl, hashOfFileUrl, isFileHash, isPictureMimeType, PICTURE_MAX_BYTES } from './files';

const HASH = 'a'.repeat(64);

describe('pictures', () => {
  it('limits pictures to 10M', () => {
    expect(PICTURE_MAX_BYTES).toBe(10 * 1024 * 1024);
  });

  it('accepts JPEG, PNG, WebP and GIF only', () => {
    for (const mime of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
      expect(isPictureMimeType(mime)).toBe(true);
    for (const mime of ['image/svg+xml', 'text/plain', 'application/pdf', undefined]) {
      expect(isPictureMimeType(mime)).toBe(false);
    }
  });
});

describe('file addresses', () => {
  it('accepts only 64 lower-case hex characters as a hash', () => {
    expect(isFileHash(HASH)).toBe(true);
    expect(isFileHash(HASH.toUpperCase())).toBe(false);
    expect(isFileHash(`../${HASH.slice(3)}`)).toBe(false);
    expect(isFileHash(`${HASH}a`)).toBe(false);
  });

  it('reads back the hash of a URL it made, and nothing else', () => {
    expect(hashOfFileUrl(fileUrl('business', HASH))).toBe(HASH);
    expect(hashOfFileUrl(`/api/business/files/../${HASH}`)).toBeNull();
    expect(hashOfFileUrl(`https://elsewhere.example/${HASH}`)).toBeNull();
  });
});
