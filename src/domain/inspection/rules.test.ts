import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keysWithoutMessage } from '../../../tests/fixtures/locale-messages';
import { inspectItemInput } from './inspection';
import {
  CAMERA_MESSAGES,
  CAPTURE_FILE_NAME,
  CHECK_REMARK_MAX,
  gradeAllowsListing,
  INSPECTION_GRADE_LABEL,
  INSPECTION_GRADES,
  INSPECTION_PHOTOS_MAX,
  InspectionGrade,
  isInspectionGrade,
  REJECT_REASON_LABEL,
  REJECT_REASONS,
} from './rules';

const photo = (n: number) => n.toString(16).padStart(64, '0');
const inspected = { logNo: 'ABCDEFGH1', grade: InspectionGrade.qualified };

describe('inspection grades (spec section 4)', () => {
  it('are the eight spec codes, offered in the spec order', () => {
    expect(InspectionGrade).toEqual({
      qualified: 1,
      boxBadlyDamaged: 2,
      shoeDefects: 3,
      fake: 4,
      boxSlightlyDamaged: 5,
      noOriginalBox: 6,
      missingLid: 7,
      missingPair: 8,
    });
    expect(INSPECTION_GRADES).toEqual([1, 5, 2, 6, 7, 8, 3, 4]);
  });

  it('each read as words in both languages, no two alike', () => {
    const labels = INSPECTION_GRADES.map((g) => INSPECTION_GRADE_LABEL[g]);
    expect(new Set(labels).size).toBe(INSPECTION_GRADES.length);
    expect(keysWithoutMessage(labels)).toEqual([]);
  });

  it('are recognised, and nothing else is', () => {
    for (const grade of INSPECTION_GRADES) expect(isInspectionGrade(grade)).toBe(true);
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (n) => {
        expect(isInspectionGrade(n)).toBe(Number.isInteger(n) && n >= 1 && n <= 8);
      }),
    );
  });

  it('let only a qualified item be listed for sale (spec section 5)', () => {
    expect(INSPECTION_GRADES.filter(gradeAllowsListing)).toEqual([InspectionGrade.qualified]);
    expect(gradeAllowsListing(null)).toBe(false);
    expect(gradeAllowsListing(0)).toBe(false);
  });
});

describe('check remark reasons and camera messages (spec section 8)', () => {
  it('offer fifteen distinct reject reasons, each in both languages', () => {
    expect(REJECT_REASONS).toHaveLength(15);
    expect(new Set(REJECT_REASONS).size).toBe(REJECT_REASONS.length);
    expect(Object.keys(REJECT_REASON_LABEL).sort()).toEqual([...REJECT_REASONS].sort());
    expect(keysWithoutMessage(Object.values(REJECT_REASON_LABEL))).toEqual([]);
  });

  it('say every camera failure in both languages', () => {
    expect(Object.keys(CAMERA_MESSAGES).sort()).toEqual([
      'captureFailed',
      'mediaError',
      'notFound',
      'notReady',
      'permissionDenied',
    ]);
    expect(keysWithoutMessage(Object.values(CAMERA_MESSAGES))).toEqual([]);
  });

  it('upload a camera capture as a PNG', () => {
    expect(CAPTURE_FILE_NAME).toMatch(/\.png$/);
  });
});

describe('inspection limits', () => {
  it(`take up to ${INSPECTION_PHOTOS_MAX} different photos of an item`, () => {
    const photos = (count: number) => Array.from({ length: count }, (_, i) => photo(i + 1));
    expect(inspectItemInput.safeParse({ ...inspected, photos: photos(INSPECTION_PHOTOS_MAX) }).success).toBe(
      true,
    );
    expect(
      inspectItemInput.safeParse({ ...inspected, photos: photos(INSPECTION_PHOTOS_MAX + 1) }).success,
    ).toBe(false);
    expect(inspectItemInput.safeParse({ ...inspected, photos: [photo(1), photo(1)] }).success).toBe(false);
  });

  it(`keep a check remark of up to ${CHECK_REMARK_MAX} characters, trimmed`, () => {
    const remark = (length: number) => ({ ...inspected, checkRemark: `  ${'x'.repeat(length)}  ` });
    expect(inspectItemInput.parse(remark(CHECK_REMARK_MAX)).checkRemark).toBe('x'.repeat(CHECK_REMARK_MAX));
    expect(inspectItemInput.safeParse(remark(CHECK_REMARK_MAX + 1)).success).toBe(false);
  });

  it('take any spec grade and refuse any other number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 12 }), (grade) => {
        expect(inspectItemInput.safeParse({ ...inspected, grade }).success).toBe(isInspectionGrade(grade));
      }),
    );
  });
});
