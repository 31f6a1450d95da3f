import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { cancelSessionExpiry } from '../../api/http';
import { useSession } from '../../stores/session';
import { logOut } from './auth-api';

/**
 * Leaves the session on this device once the server has ended it: the session store and the cached
 * query data of this user are cleared and the login page opens. A request of the app refused (401)
 * while the session was being ended would otherwise reload the page 1.5 s later (http.ts), wiping
 * what the user has begun to type on the login page.
 */
export function useLeaveSession(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    useSession.getState().logout();
    cancelSessionExpiry();
    queryClient.clear();
    navigate('/user/login', { replace: true });
  }, [queryClient, navigate]);
}

/**
 * The work of logging out (the header menu asks for confirmation first): POST /logout ends the
 * server session, then this device leaves it (useLeaveSession). A failed call (offline, already
 * expired) still logs out locally.
 */
export function useLogout(): () => Promise<void> {
  const leave = useLeaveSession();
  return useCallback(async () => {
    await logOut().catch(() => undefined);
    leave();
  }, [leave]);
}
