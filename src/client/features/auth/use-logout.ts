import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../stores/session';
import { logOut } from './auth-api';

/**
 * The work of logging out (the header menu asks for confirmation first): POST /logout ends the
 * server session, then the session store and the cached query data of this user are cleared
 * and the login page opens. A failed call (offline, already expired) still logs out locally.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logOut().catch(() => undefined);
    useSession.getState().logout();
    queryClient.clear();
    navigate('/user/login', { replace: true });
  }, [queryClient, navigate]);
}
