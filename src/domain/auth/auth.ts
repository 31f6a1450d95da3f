import { z } from 'zod';
import { LANGUAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '../kernel/users';

/**
 * The auth API contract shared by server (validation) and client (forms, types).
 * Paths are under every host: /api/<host>/...
 *   POST /login            loginRequest -> LoginResult; failures 400 with data { captchaRequired }
 *   GET  /captcha          an SVG image; sets the httpOnly cookie captchaId
 *   POST /logout           ends the session of the token
 *   GET  /user/info        UserInfo of the token
 *   POST /changePassword   changePasswordRequest
 *   GET  /changeLanguage?language=        (warehouse host)
 *   GET  /sys_user/changeLanguage?language= (other hosts)
 *   POST /user/register    registerRequest (business host): a pending account an admin enables
 *   GET  /shop_user/get    CurrentUser (business host)
 * A suspended account answers code 423 on login and on every call: the contact-support modal.
 */
export const SUSPENDED_CODE = 423;

export const usernameSchema = z
  .string()
  .trim()
  .regex(USERNAME_PATTERN, 'use 3-64 letters, digits or _ . @ -');
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const loginRequest = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  captcha: z.string().trim().max(16).optional(),
  /** The login form's user type (1, 3, 4); the host already decides the portal. */
  userType: z.coerce.number().int().optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginFailureData = z.object({ captchaRequired: z.boolean() });

export const roleSummary = z.object({ id: z.number(), name: z.string() });

export const loginResult = z.object({
  token: z.string(),
  roles: z.array(roleSummary),
  name: z.string(),
  avatar: z.string(),
  userType: z.number(),
  /** Milliseconds since epoch when the token stops working (7 days after login). */
  expiresAt: z.number(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const sessionPermission = z.object({
  permissionId: z.string(),
  actionList: z.array(z.string()),
  actionEntitySet: z.array(z.object({ action: z.string(), describe: z.string(), defaultCheck: z.boolean() })),
});
export type SessionPermission = z.infer<typeof sessionPermission>;

export const currentUser = z.object({
  id: z.number(),
  uid: z.string(),
  username: z.string(),
  realname: z.string(),
  nickname: z.string(),
  ename: z.string(),
  email: z.string(),
  headImg: z.string(),
  userType: z.number(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const userInfo = currentUser.extend({
  name: z.string(),
  avatar: z.string(),
  roleId: z.number(),
  status: z.number(),
  language: z.enum(LANGUAGES as unknown as ['en_us', 'zh_cn']),
  role: roleSummary.extend({ permissions: z.array(sessionPermission) }),
  roles: z.array(roleSummary),
  /** The password was generated, not chosen (first start): the client asks for a new one at once. */
  // Optional for the client: a user info stored before the flag existed reads as false.
  mustChangePassword: z.boolean().optional(),
});
export type UserInfo = z.infer<typeof userInfo>;

/**
 * The fields alone: the server validates these and reports a confirm mismatch itself, as the
 * translated msg 'The passwords entered twice are inconsistent' (a refine would read "Invalid ...").
 */
export const changePasswordFields = z.strictObject({
  oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});

export const changePasswordRequest = changePasswordFields.refine(
  (v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword,
  { message: 'The passwords entered twice are inconsistent', path: ['confirmPassword'] },
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const changeLanguageQuery = z.strictObject({ language: z.enum(['en_us', 'zh_cn']) });

/** The fields alone (see changePasswordFields for why the server takes them without the refine). */
export const registerFields = z.strictObject({
  username: usernameSchema,
  password: passwordSchema,
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  realname: z.string().trim().min(1).max(64),
  email: z.string().trim().email().max(128),
  phone: z.string().trim().max(32).optional(),
});

export const registerRequest = registerFields.refine((v) => v.confirmPassword === v.password, {
  message: 'The passwords entered twice are inconsistent',
  path: ['confirmPassword'],
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** POST /user/register: the seller's new account, waiting for an administrator. */
export const registeredSeller = z.object({ id: z.number(), username: z.string(), status: z.number() });
