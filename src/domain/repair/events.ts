import { ProductEventType } from '../kernel/events';
import type { ApprovalAction } from './approval';
import type { RepairItemAction } from './item-steps';

/**
 * The product events a repair writes (ARCHITECTURE.md section 6: every step appends one), so the
 * one-ID drawer's timeline shows the repair: the request is event 17 (repair application, ours), each
 * later step of the pair or its order 1712 (repair result, ours), after the spec's pattern of
 * application and result events (3 -> 312 ...). An event's flow status is the step taken (its
 * position in REPAIR_EVENT_STEPS, from 1), which the timeline names.
 */
export const REPAIR_EVENT_STEPS = [
  'create',
  'edit',
  'approve',
  'refuse',
  'cancel',
  'complete',
  'pick',
  'succeed',
  'fail',
  'notRepaired',
  'markLost',
  'cancelLost',
  'foundAfterClose',
  'reject',
] as const satisfies readonly (ApprovalAction | RepairItemAction)[];
export type RepairEventStep = (typeof REPAIR_EVENT_STEPS)[number];

export const repairEventFlowStatus = (step: RepairEventStep): number => REPAIR_EVENT_STEPS.indexOf(step) + 1;

/** The step a repair event's flow status names, or null for none. */
export function repairStepOfFlowStatus(flowStatus: number | null): RepairEventStep | null {
  if (flowStatus === null || !Number.isInteger(flowStatus)) return null;
  return REPAIR_EVENT_STEPS[flowStatus - 1] ?? null;
}

export const REPAIR_EVENT_STEP_LABEL = (step: RepairEventStep) => `repair:eventStep.${step}`;

/** The repair step a product event records (events 17 and 1712), or null for any other event. */
export function repairStepOfEvent(event: {
  type: number;
  flowStatus: number | null;
}): RepairEventStep | null {
  const repair =
    event.type === ProductEventType.repairApplication || event.type === ProductEventType.repairResult;
  return repair ? repairStepOfFlowStatus(event.flowStatus) : null;
}
