import { createHashRouter } from 'react-router-dom';
import { RouteGuard } from './guard';
import { appRoutes, PORTALS } from './routes';

/** The app's hash router: the guard (spec section 2) above the whole route table. */
export function createAppRouter() {
  return createHashRouter([{ element: <RouteGuard portals={PORTALS} />, children: appRoutes }]);
}
