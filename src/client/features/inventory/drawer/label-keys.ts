import { PRODUCT_EVENT_LABEL } from '../../../../domain/events';
import type { ProductEventType } from '../../../../domain/events';
import { INSPECTION_GRADE_LABEL, isInspectionGrade } from '../../../../domain/inspection-rules';
import { INVENTORY_STATUS_LABEL } from '../../../../domain/product-rules';
import type { InventoryStatus } from '../../../../domain/product-rules';

/** i18n keys of the codes the drawer shows, or null for a code the domain does not know. */
export function gradeKey(grade: number | null | undefined): string | null {
  return grade !== null && grade !== undefined && isInspectionGrade(grade)
    ? INSPECTION_GRADE_LABEL[grade]
    : null;
}

export function statusKey(status: number): string | null {
  return INVENTORY_STATUS_LABEL[status as InventoryStatus] ?? null;
}

export function eventKey(type: number): string | null {
  return PRODUCT_EVENT_LABEL[type as ProductEventType] ?? null;
}
