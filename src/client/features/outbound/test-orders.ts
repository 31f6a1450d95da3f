import { payableOfOrder } from '../../../domain/outbound/outbound';
import type { OrderView } from '../../../domain/outbound/outbound';
import { orderOddNo } from '../../../domain/outbound/kinds';
import type { OrderKind } from '../../../domain/outbound/kind-codes';

/** An order as the admin's API answers it, for the screens' component tests (its total from its parts). */
export function anOrder(over: Partial<OrderView> & { id: number; kind: OrderKind }): OrderView {
  const order: Omit<OrderView, 'payableCents'> = {
    oddNo: orderOddNo(over.kind, over.id),
    status: 1,
    shopInfo: { id: 9, uid: 'U100009', realname: 'Kicks Ltd' },
    targetInfo: null,
    wareId: 1,
    wareName: 'East Hub',
    address: null,
    remark: '',
    feeType: null,
    feeCents: 0,
    storageCents: 0,
    labelFeeCents: 0,
    consignment: null,
    label: null,
    quoteCents: null,
    deductionCents: null,
    paidState: 'unpaid',
    rejectReasons: [],
    rejectRemark: '',
    items: [
      {
        oneId: '100000001',
        sku: 'DD1391-100',
        brand: 'Nike',
        name: 'Dunk Low',
        size: '42',
        status: 3,
        labelFile: null,
      },
    ],
    actions: ['approve', 'reject'],
    gmtCreate: '2026-11-28 10:00:00',
    gmtModify: '2026-11-28 10:00:00',
    ...over,
  };
  return { ...order, payableCents: over.payableCents ?? payableOfOrder(order) };
}
