import { PRODUCT_EVENT_LABEL } from '../../../../domain/kernel/events';
import type { ProductEventType } from '../../../../domain/kernel/events';
import { INSPECTION_GRADE_LABEL, isInspectionGrade } from '../../../../domain/inspection/rules';

/** i18n keys of the codes the drawer shows, or null for a code the domain does not know. */
export function gradeKey(grade: number | null | undefined): string | null {
  return grade !== null && grade !== undefined && isInspectionGrade(grade)
    ? INSPECTION_GRADE_LABEL[grade]
    : null;
}

export function eventKey(type: number): string | null {
  return PRODUCT_EVENT_LABEL[type as ProductEventType] ?? null;
}
