/** Where the admin's repair screens live (spec: Audit/RepairOrder, TaskManage RepairTask and RepairBatchTask, Fee/RepairMange). */
export const REPAIR_AUDIT_PATH = '/admin/Audit/RepairOrder';
export const repairDetailPath = (oddNo: string) =>
  `${REPAIR_AUDIT_PATH}/Detail?oddNo=${encodeURIComponent(oddNo)}`;
export const REPAIR_TASK_PATH = '/admin/TaskManage/RepairTask';
export const repairTaskPathOf = (batchNo: string) =>
  `${REPAIR_TASK_PATH}?batchNo=${encodeURIComponent(batchNo)}`;
export const REPAIR_BATCH_TASK_PATH = '/admin/TaskManage/RepairBatchTask';
