import { useOutBatchList } from './api/out-batch-list';
import { DayBatchList } from './components/DayBatchList';

const COUNTS = [{ label: 'outBatch.items', value: (r: { items: number }) => r.items }];

/**
 * /admin/Stock/OutBatch: the items that left the warehouse per day and warehouse (there is no
 * outbound batch record yet: a batch is one day's exits from one warehouse); a day opens its items.
 */
export function OutBatchScreen() {
  return <DayBatchList kind="out" counts={COUNTS} useList={useOutBatchList} />;
}
