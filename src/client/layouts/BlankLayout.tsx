import { Outlet } from 'react-router-dom';

/** Blank layout (spec section 2): the page alone, no header or menu. */
export function BlankLayout() {
  return <Outlet />;
}
