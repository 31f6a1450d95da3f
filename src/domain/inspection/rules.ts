/**
 * Inspection of inbound items (spec sections 4 and 8) without zod: grades, reject reasons, camera
 * messages and limits. The grade is the product's checkResult. The inspected item's schema is in
 * inspection.ts (which re-exports this module).
 */
export const InspectionGrade = {
  qualified: 1,
  boxBadlyDamaged: 2,
  shoeDefects: 3,
  fake: 4,
  boxSlightlyDamaged: 5,
  noOriginalBox: 6,
  missingLid: 7,
  missingPair: 8,
} as const;
export type InspectionGrade = (typeof InspectionGrade)[keyof typeof InspectionGrade];

/** The order the grade picker shows them in (spec section 4). */
export const INSPECTION_GRADES: readonly InspectionGrade[] = [1, 5, 2, 6, 7, 8, 3, 4];
export const INSPECTION_GRADE_LABEL: Record<InspectionGrade, string> = {
  1: 'inspection:grade.qualified',
  5: 'inspection:grade.boxSlightlyDamaged',
  2: 'inspection:grade.boxBadlyDamaged',
  6: 'inspection:grade.noOriginalBox',
  7: 'inspection:grade.missingLid',
  8: 'inspection:grade.missingPair',
  3: 'inspection:grade.shoeDefects',
  4: 'inspection:grade.fake',
};

export function isInspectionGrade(n: number): n is InspectionGrade {
  return (INSPECTION_GRADES as readonly number[]).includes(n);
}

/** "Items must be available and qualified to be listed" (spec section 5). */
export function gradeAllowsListing(grade: number | null): boolean {
  return grade === InspectionGrade.qualified;
}

/** Reject reasons an inspector may pick for the check remark (spec section 8). */
export const REJECT_REASONS = [
  'boxMultipleDamage',
  'nonOriginalBox',
  'noBox',
  'stained',
  'creases',
  'upperWear',
  'feetMismatch',
  'sameFoot',
  'oxidation',
  'missingAccessories',
  'missingAuthTag',
  'fraud',
  'missingOriginalOneId',
  'unknownProduct',
  'emptyBox',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
export const REJECT_REASON_LABEL: Record<RejectReason, string> = Object.fromEntries(
  REJECT_REASONS.map((r) => [r, `inspection:rejectReason.${r}`]),
) as Record<RejectReason, string>;

/** Camera messages of the inspection photo capture (spec section 8). */
export const CAMERA_MESSAGES = {
  permissionDenied: 'inbound:camera.permissionDenied',
  notFound: 'inbound:camera.notFound',
  mediaError: 'inbound:camera.mediaError',
  notReady: 'inbound:camera.notReady',
  captureFailed: 'inbound:camera.captureFailed',
} as const;
/** Camera captures upload under this name (spec section 7). */
export const CAPTURE_FILE_NAME = 'check_result.png';

export const INSPECTION_PHOTOS_MAX = 12;
export const CHECK_REMARK_MAX = 500;
