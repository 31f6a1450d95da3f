import { describe, expect, it } from 'vitest';
import { RETURN_ONE_IDS_MAX } from '../../../../domain/inbound/rules';
import { emptyReturn, isTrackingStep, onOneIdScanned, onTrackingScanned, removeOneId } from './return-scan';
import type { ReturnDraft } from './return-scan';

describe('returns: the tracking number first', () => {
  it('takes a valid tracking number, upper-cased, and moves on to the ONE IDs', () => {
    const step = onTrackingScanned(emptyReturn, ' 1z999aa10123456784 ', undefined);
    expect(step.draft.logNo).toBe('1Z999AA10123456784');
    expect(step.feedback.tone).toBe('ok');
    expect(isTrackingStep(step.draft)).toBe(false);
  });

  it('refuses a malformed number, an expected parcel and one already returned on this tablet', () => {
    expect(onTrackingScanned(emptyReturn, '0123456789', undefined).feedback).toMatchObject({
      tone: 'error',
      key: 'scan.badTracking',
    });
    expect(onTrackingScanned(emptyReturn, 'OC1234567890A', undefined).feedback.key).toBe('scan.badTracking');
    expect(onTrackingScanned(emptyReturn, 'TRACK12345', 'expectedParcel')).toMatchObject({
      draft: emptyReturn,
      feedback: { tone: 'error', key: 'scan.trackingExpected' },
    });
    expect(onTrackingScanned(emptyReturn, 'TRACK12345', 'queuedHere').feedback.key).toBe(
      'scan.trackingQueued',
    );
  });
});

describe('returns: then the ONE IDs it holds', () => {
  const withTracking: ReturnDraft = { ...emptyReturn, logNo: 'TRACK12345' };

  it('needs the tracking number before any ONE ID', () => {
    expect(onOneIdScanned(emptyReturn, '10000042', undefined)).toMatchObject({
      draft: emptyReturn,
      feedback: { key: 'scan.trackingFirst' },
    });
  });

  it('adds each ONE ID once and refuses what is not a ONE ID', () => {
    let draft = onOneIdScanned(withTracking, '10000042', 6).draft;
    draft = onOneIdScanned(draft, '10000043', undefined).draft;
    expect(draft.oneIds).toEqual(['10000042', '10000043']);
    const twice = onOneIdScanned(draft, '10000042', 6);
    expect(twice.draft.oneIds).toHaveLength(2);
    expect(twice.feedback).toMatchObject({ tone: 'warn', key: 'scan.oneIdTwice' });
    expect(onOneIdScanned(draft, 'W3-A-01', undefined).feedback).toMatchObject({
      tone: 'error',
      key: 'scan.notOneId',
    });
  });

  it('warns about an item this tablet still sees in the warehouse, but keeps it', () => {
    const step = onOneIdScanned(withTracking, '10000042', 1);
    expect(step.draft.oneIds).toEqual(['10000042']);
    expect(step.draft.warnings['10000042']).toBe('scan.oneIdStillHere');
    expect(removeOneId(step.draft, '10000042')).toEqual({ ...withTracking, oneIds: [], warnings: {} });
  });

  it(`stops at ${RETURN_ONE_IDS_MAX} ONE IDs per parcel`, () => {
    const full: ReturnDraft = {
      ...withTracking,
      oneIds: Array.from({ length: RETURN_ONE_IDS_MAX }, (_, i) => String(10_000_001 + i)),
    };
    const step = onOneIdScanned(full, '20000000', undefined);
    expect(step.draft.oneIds).toHaveLength(RETURN_ONE_IDS_MAX);
    expect(step.feedback).toMatchObject({
      tone: 'error',
      key: 'scan.tooMany',
      values: { max: RETURN_ONE_IDS_MAX },
    });
  });
});
