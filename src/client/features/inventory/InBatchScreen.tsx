import { useInBatchList } from './api/in-batch-list';
import { DayBatchList } from './components/DayBatchList';

const COUNTS = [
  { label: 'inBatch.parcels', value: (r: { parcels: number }) => r.parcels },
  { label: 'inBatch.items', value: (r: { items: number }) => r.items },
];

/** /admin/Stock/InBatch: parcels received per day and warehouse; a day opens that batch's items. */
export function InBatchScreen() {
  return <DayBatchList kind="in" counts={COUNTS} useList={useInBatchList} />;
}
