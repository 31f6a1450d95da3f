import { useMemo } from 'react';
import { AdminPage, BusinessPart } from '../../../../domain/kernel/permissions';
import { useMay } from '../../../stores/permissions';
import { useSession } from '../../../stores/session';

/**
 * What the signed-in user may do with forecasts: sellers through the 'business' grant, admins
 * through the BusiForecast page (or its module). Buttons for other actions stay hidden.
 */
export type ForecastActions = { add: boolean; edit: boolean; get: boolean };

export function useForecastActions(): ForecastActions {
  const may = useMay();
  const userType = useSession((s) => s.storedUserType);
  const code = userType === 'admin' ? AdminPage.busiForecast : BusinessPart.inbound;
  return useMemo(
    () => ({ add: may(code, 'add'), edit: may(code, 'edit'), get: may(code, 'get') }),
    [may, code],
  );
}

/** Whether the admin may read merchant accounts (the seller picker's source). */
export function useCanListSellers(): boolean {
  return useMay()(AdminPage.businessAccount, 'query');
}
