import { approvalActionsOf } from '../../../../domain/repair/approval';
import type { ApprovalStatus } from '../../../../domain/repair/codes';
import type { RepairOrderRow } from '../../../../domain/repair/views';

/** An admin may review the order now (approve or refuse): it is pending review. */
export const mayReview = (o: RepairOrderRow) =>
  approvalActionsOf(o.approval as ApprovalStatus, 'admin').includes('approve');
