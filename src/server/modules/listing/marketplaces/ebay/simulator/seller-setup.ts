import crypto from 'node:crypto';
import { answer } from './sim-answers';
import type { SimReply } from './sim-answers';

/** The seller's business policies and inventory location (one of each, set up with the account). */
export function sellerSetupOf(userId: string, kind: string): SimReply | null {
  const id = (n: number) => `${crypto.createHash('sha256').update(userId).digest().readUInt32BE(0)}${n}`;
  if (kind === 'fulfillment_policy')
    return answer({ total: 1, fulfillmentPolicies: [{ fulfillmentPolicyId: id(1), name: 'Ship in 1 day' }] });
  if (kind === 'payment_policy')
    return answer({ total: 1, paymentPolicies: [{ paymentPolicyId: id(2), name: 'Managed payments' }] });
  if (kind === 'return_policy')
    return answer({ total: 1, returnPolicies: [{ returnPolicyId: id(3), name: '30 days' }] });
  if (kind === 'location')
    return answer({ total: 1, locations: [{ merchantLocationKey: 'WAREHOUSE1', name: 'Warehouse' }] });
  return null;
}
