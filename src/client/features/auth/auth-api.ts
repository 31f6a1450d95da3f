import type {
  ChangePasswordRequest,
  LoginRequest,
  LoginResult,
  RegisterRequest,
} from '../../../domain/auth/auth';
import { LoginUserType } from '../../../domain/kernel/users';
import type { StoredUserType } from '../../../domain/kernel/users';
import { ApiError, request, requestEnvelope } from '../../api/http';

/**
 * The auth calls (src/domain/auth/auth.ts is the contract). Forms show the server's message
 * themselves, so these calls never raise the generic error notification.
 */

/** The login form's user type for a stored user type (1 management, 3 warehouse, 4 user). */
const LOGIN_TYPE: Record<StoredUserType, LoginUserType> = {
  admin: LoginUserType.management,
  warehouse: LoginUserType.warehouse,
  business: LoginUserType.user,
  user: LoginUserType.user,
};

export function loginTypeOf(userType: StoredUserType): LoginUserType {
  return LOGIN_TYPE[userType];
}

export function logIn(body: LoginRequest): Promise<LoginResult> {
  return request<LoginResult>('/login', { method: 'POST', body, notify: false });
}

/** A failed login tells whether the next attempt needs the captcha. */
export function captchaRequiredBy(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.data as { captchaRequired?: boolean } | null)?.captchaRequired === true
  );
}

export function registerSeller(
  body: RegisterRequest,
): Promise<{ id: number; username: string; status: number }> {
  return request('/user/register', { method: 'POST', body, host: 'business', notify: false });
}

export function changePassword(body: ChangePasswordRequest) {
  return requestEnvelope<null>('/changePassword', { method: 'POST', body, notify: false });
}

export function logOut(): Promise<null> {
  return request<null>('/logout', { method: 'POST', notify: false });
}
