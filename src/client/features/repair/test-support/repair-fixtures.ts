import type {
  RepairEstimate,
  RepairItemAdminView,
  RepairOrderAdminDetail,
  RepairOrderDetail,
  RepairOrderRow,
  RepairPairView,
  RepairPriceRow,
  RepairWorkItem,
} from '../../../../domain/repair/views';

/**
 * Repair records as the server answers them (src/domain/repair/views.ts), for the screens' tests;
 * each takes the fields a test changes. Photos are file URLs of content hashes, as the server sends.
 */
export const photoUrl = (n: number) => `/api/admin/files/${String(n).repeat(64).slice(0, 64)}`;

export const aPair = (oneId: string, over: Partial<RepairPairView> = {}): RepairPairView => ({
  oneId,
  sku: 'DD1391-100',
  size: '9',
  name: 'Dunk Low Panda',
  brand: 'Nike',
  img: null,
  wareId: 1,
  wareName: 'LA Dock',
  ...over,
});

export const PRICES: RepairPriceRow[] = [
  { item: 'cleanStain', priceCents: 800, days: 2, updatedBy: 'Admin', gmtModify: '2026-12-01 10:00:00' },
  { item: 'repairBox', priceCents: 1800, days: 3, updatedBy: 'Admin', gmtModify: '2026-12-01 10:00:00' },
];

export const anEstimate = (pairs: { oneId: string; cents: number }[]): RepairEstimate => ({
  pairs: pairs.map((p) => ({
    oneId: p.oneId,
    sku: 'DD1391-100',
    size: '9',
    estimateCents: p.cents,
    days: 3,
  })),
  totalCents: pairs.reduce((sum, p) => sum + p.cents, 0),
  pendingAhead: 4,
  estimatedDays: 3,
});

export const anOrderRow = (oddNo: string, over: Partial<RepairOrderRow> = {}): RepairOrderRow => ({
  id: Number(oddNo.slice(2)),
  oddNo,
  status: 1,
  approval: 1,
  shopInfo: { id: 11, uid: 'S1001', realname: 'Kim Seller' },
  wareId: 1,
  wareName: 'LA Dock',
  pairs: 1,
  estimateCents: 2600,
  repairCents: null,
  pendingAhead: 4,
  estimatedDays: 3,
  daysWaiting: 2,
  batchNo: null,
  operator: '',
  reviewRemark: '',
  reviewedAt: null,
  qcPass: 0,
  qcFail: 0,
  gmtCreate: '2026-12-01 10:00:00',
  gmtModify: '2026-12-01 10:00:00',
  gmtClosed: null,
  ...over,
});

export const aSellerDetail = (oddNo: string, over: Partial<RepairOrderDetail> = {}): RepairOrderDetail => ({
  ...anOrderRow(oddNo),
  remark: '',
  waybillImage: null,
  items: [
    {
      oneId: '10000001',
      sku: 'DD1391-100',
      size: '9',
      name: 'Dunk Low Panda',
      brand: 'Nike',
      img: null,
      issues: ['stained', 'boxCrush'],
      repairs: [{ item: 'cleanStain' }, { item: 'repairBox', boxColour: 'black' }],
      estimateCents: 2600,
      repairCents: null,
      status: 1,
      shopStatus: 1,
      qcResult: null,
      resultRemark: '',
      rejectReason: '',
    },
  ],
  actions: ['cancel'],
  ...over,
});

export const anAdminItem = (oneId: string, over: Partial<RepairItemAdminView> = {}): RepairItemAdminView => ({
  ...aSellerDetail('RP00000001').items[0],
  oneId,
  beforePhotos: [photoUrl(1)],
  afterPhotos: [],
  qcPhotos: [],
  pickedBy: '',
  gmtPicked: null,
  doneBy: '',
  gmtDone: null,
  gmtLost: null,
  actions: ['reject'],
  ...over,
});

export const anAdminDetail = (
  oddNo: string,
  over: Partial<RepairOrderAdminDetail> = {},
): RepairOrderAdminDetail => ({
  ...anOrderRow(oddNo),
  remark: '',
  waybillImage: null,
  items: [anAdminItem('10000001'), anAdminItem('10000002')],
  actions: ['edit', 'approve', 'refuse'],
  ...over,
});

export const aWorkItem = (oneId: string, over: Partial<RepairWorkItem> = {}): RepairWorkItem => ({
  batchId: 5,
  batchNo: 'RB00000005',
  batchStatus: 1,
  operator: 'Rita Repair',
  oddNo: 'RP00000001',
  shopInfo: { id: 11, uid: 'S1001', realname: 'Kim Seller' },
  wareId: 3,
  wareName: 'LA Dock',
  oneId,
  sku: 'DD1391-100',
  size: '9',
  name: 'Dunk Low Panda',
  brand: 'Nike',
  img: null,
  issues: ['stained'],
  repairs: [{ item: 'cleanStain' }],
  status: 1,
  shopStatus: 1,
  tab: 'pendingPick',
  beforePhotos: [photoUrl(1)],
  afterPhotos: [],
  qcPhotos: [],
  qcResult: null,
  resultRemark: '',
  gmtModify: '2026-12-02 09:00:00',
  actions: ['pick'],
  ...over,
});

export const page = <T>(rows: T[]) => ({
  pageNo: 1,
  pageSize: 10,
  totalCount: rows.length,
  totalPage: 1,
  data: rows,
});
