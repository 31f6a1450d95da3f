import { z } from 'zod';
import { hashOfFileUrl } from '../kernel/files';

/**
 * The personal center (seller `personalcenter`, role id 4 only; spec sections 2 and 6): what a seller
 * reads of their account, and what they may change of it themselves. The username, the merchant code
 * (uid) and the role are the platform's; a new password goes through the change-password dialog.
 */
export const profileView = z.object({
  username: z.string(),
  uid: z.string(),
  realname: z.string(),
  nickname: z.string(),
  ename: z.string(),
  email: z.string(),
  phone: z.string(),
  headImg: z.string(),
  createdAt: z.string(),
});
export type ProfileView = z.infer<typeof profileView>;

const avatarUrl = z
  .string()
  .trim()
  .max(200)
  .refine((url) => url === '' || hashOfFileUrl(url) !== null, 'a picture uploaded to this platform');

export const profileEditRequest = z.strictObject({
  realname: z.string().trim().min(1).max(64),
  nickname: z.string().trim().max(64).default(''),
  ename: z.string().trim().max(64).default(''),
  email: z.string().trim().email().max(128),
  phone: z
    .string()
    .trim()
    .max(32)
    .regex(/^[+0-9 ()-]*$/, 'digits, spaces and + ( ) - only')
    .default(''),
  headImg: avatarUrl.default(''),
});
export type ProfileEditRequest = z.input<typeof profileEditRequest>;
