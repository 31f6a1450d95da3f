import { Outlet } from 'react-router-dom';

/** Root of every route: later holds the cached views, the offline banner and the drawer host. */
export function RootShell() {
  return <Outlet />;
}
