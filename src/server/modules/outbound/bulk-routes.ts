import { bulkDropshipRoutes } from './bulk-dropship-routes';
import { reshipBoxRoutes } from './reship-box-routes';

/** Outbound in bulk and in boxes (src/domain/outbound/bulk.ts): what routes.ts adds in one line. */
export const outboundBulkRoutes = [...bulkDropshipRoutes, ...reshipBoxRoutes];
