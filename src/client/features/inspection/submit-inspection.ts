import { takeOneId, OneIdPoolEmptyError } from '../../offline/one-id-pool';
import { enqueueOp, OpInputError } from '../../offline/outbox';
import { inspectionPayload, payloadIssues } from './inspection-form';
import type { InspectionValues } from './inspection-form';

/**
 * Submitting one inspection through the outbox (online too: one path). The payload is checked
 * before a ONE ID is taken, so bad input never uses up a printed number; the ONE ID comes from the
 * tablet's leased pool (a returned item keeps its own). Nothing here clears the form: the caller
 * resets it only on `queued`, so a refusal keeps what the inspector entered.
 */
export type InspectionOutcome =
  | { kind: 'queued'; oneId: string; opId: string }
  | { kind: 'invalid'; fields: Partial<Record<string, string>> }
  | { kind: 'poolEmpty' };

export async function submitInspection(values: InspectionValues, logNo: string): Promise<InspectionOutcome> {
  const issues = payloadIssues(values, logNo);
  if (Object.keys(issues).length > 0) return { kind: 'invalid', fields: issues };
  let oneId = values.returnOneId;
  if (!oneId) {
    try {
      oneId = await takeOneId();
    } catch (error) {
      if (error instanceof OneIdPoolEmptyError) return { kind: 'poolEmpty' };
      throw error;
    }
  }
  const payload = inspectionPayload(values, logNo, oneId);
  try {
    const op = await enqueueOp('inspectItem', payload, { photoHashes: values.photos });
    return { kind: 'queued', oneId, opId: op.opId };
  } catch (error) {
    if (error instanceof OpInputError) {
      const first = error.field?.split('.')[0];
      const field = !first || first === 'packItemId' || first === 'logNo' ? 'target' : first;
      return { kind: 'invalid', fields: { [field]: error.message } };
    }
    throw error;
  }
}
