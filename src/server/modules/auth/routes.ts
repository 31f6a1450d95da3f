import { z } from 'zod';
import {
  changeLanguageQuery,
  changePasswordFields,
  currentUser,
  loginRequest,
  loginResult,
  registeredSeller,
  registerFields,
  userInfo,
} from '../../../domain/auth/auth';
import { API_HOSTS } from '../../../domain/kernel/users';
import { defineRoute, fileAnswer, REPLIED, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { CAPTCHA_COOKIE, CAPTCHA_LIFETIME_MS, issueCaptcha } from './captcha';
import { changeLanguage, changePassword, currentUserOf, userInfoOf } from './profile';
import { registerSeller } from './registration';
import { login, logout } from './service';

const changeLanguageRoute = (path: string, hosts: typeof API_HOSTS) =>
  defineRoute({
    method: 'GET',
    path,
    hosts,
    access: { kind: 'authenticated' },
    summary: 'Stores the language of the account; the answer comes in the new language',
    query: changeLanguageQuery,
    response: z.null(),
    handler: async (ctx, { query }) => {
      await changeLanguage(ctx, query.language);
      // The header asked for the old language; this answer confirms the new one.
      ctx.lang = query.language;
      return new WithMessage(null, 'auth:languageChanged');
    },
  });

export const authRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/login',
    hosts: API_HOSTS,
    access: { kind: 'public' },
    summary: 'Logs in to the portal of the host; failures answer data.captchaRequired',
    body: loginRequest,
    response: loginResult,
    handler: async (ctx, { body }, reply) => login(ctx, body, reply.request.cookies[CAPTCHA_COOKIE]),
  }),
  defineRoute({
    method: 'GET',
    path: '/captcha',
    hosts: API_HOSTS,
    access: { kind: 'public' },
    summary: 'A captcha picture (SVG); its id travels in the httpOnly cookie captchaId',
    response: fileAnswer('image/svg+xml'),
    handler: async (ctx, _input, reply) => {
      const captcha = await issueCaptcha(ctx.db);
      reply
        .setCookie(CAPTCHA_COOKIE, captcha.id, {
          path: '/api',
          httpOnly: true,
          sameSite: 'strict',
          secure: reply.request.protocol === 'https',
          maxAge: CAPTCHA_LIFETIME_MS / 1000,
        })
        .header('Cache-Control', 'no-store')
        .type('image/svg+xml')
        .send(captcha.svg);
      return REPLIED;
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/logout',
    hosts: API_HOSTS,
    access: { kind: 'authenticated' },
    summary: 'Ends the session of the token',
    response: z.null(),
    handler: async (ctx) => {
      await logout(ctx);
      return new WithMessage(null, 'auth:loggedOut');
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/user/info',
    hosts: API_HOSTS,
    access: { kind: 'authenticated' },
    summary: 'The user of the token with its role and permissions',
    response: userInfo,
    handler: async (ctx) => userInfoOf(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/shop_user/get',
    hosts: ['business'],
    access: { kind: 'authenticated' },
    summary: 'The current merchant user',
    response: currentUser,
    handler: async (ctx) => currentUserOf(ctx),
  }),
  defineRoute({
    method: 'POST',
    path: '/changePassword',
    hosts: API_HOSTS,
    access: { kind: 'authenticated' },
    summary: 'Changes the password and ends every session of the account',
    body: changePasswordFields,
    response: z.null(),
    handler: async (ctx, { body }) => {
      await changePassword(ctx, body);
      return new WithMessage(null, 'auth:passwordChanged');
    },
  }),
  changeLanguageRoute('/changeLanguage', ['warehouse']),
  changeLanguageRoute('/sys_user/changeLanguage', ['admin', 'business', 'system']),
  defineRoute({
    method: 'POST',
    path: '/user/register',
    hosts: ['business'],
    access: { kind: 'public' },
    summary: 'Self-registration of a seller; the account waits for an administrator',
    body: registerFields,
    response: registeredSeller,
    handler: async (ctx, { body }) => new WithMessage(await registerSeller(ctx, body), 'auth:registered'),
  }),
];
