import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { blobError, convertDisplayTimes, formatDisplayTime, isSuccessCode } from './response';

describe('response helpers', () => {
  it('accepts 200 and 0 as success only', () => {
    expect([200, 0, 201, 400].map(isSuccessCode)).toEqual([true, true, false, false]);
  });

  it('formats times as YYYY-MM-DD HH:mm:ss and leaves other values alone', () => {
    expect(formatDisplayTime('2024-03-05 06:07:08')).toBe('2024-03-05 06:07:08');
    expect(formatDisplayTime('not a date')).toBe('not a date');
    expect(formatDisplayTime(null)).toBeNull();
  });

  it('converts only gmt*, outTime and refreshTime fields', () => {
    const out = convertDisplayTimes({
      gmtModify: '2024-03-05 06:07:08',
      createdAt: '2024-03-05T06:07:08Z',
      outTime: null,
    });
    expect(out).toEqual({
      gmtModify: '2024-03-05 06:07:08',
      createdAt: '2024-03-05T06:07:08Z',
      outTime: null,
    });
  });

  it("a JSON blob carries its msg, its message or 'unknown error'", async () => {
    // Node's Blob: jsdom's lacks text(), which every browser has.
    const json = (body: unknown) =>
      new NodeBlob([JSON.stringify(body)], { type: 'application/json' }) as unknown as Blob;
    expect((await blobError(json({ code: 500, msg: 'Export failed' })))?.message).toBe('Export failed');
    expect((await blobError(json({ code: 500, message: 'Broken' })))?.message).toBe('Broken');
    expect((await blobError(json({ code: 500 })))?.message).toBe('unknown error');
    expect(
      await blobError(new NodeBlob(['%PDF'], { type: 'application/pdf' }) as unknown as Blob),
    ).toBeNull();
  });
});
