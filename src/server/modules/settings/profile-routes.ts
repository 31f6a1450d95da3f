import { profileEditRequest, profileView } from '../../../domain/settings/profile';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { editProfile, readProfile } from './profile-service';

/** The seller's personal center (role id 4 only: anyone else answers 403). */
export const profileRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/user/profile',
    hosts: ['business'],
    access: { kind: 'authenticated' },
    summary: "The seller's own account as the personal center shows it (role id 4 only)",
    response: profileView,
    handler: (ctx) => readProfile(ctx),
  }),
  defineRoute({
    method: 'PUT',
    path: '/user/profile',
    hosts: ['business'],
    access: { kind: 'authenticated' },
    summary: 'Changes what a seller may change of their account: names, email, phone, avatar (audited)',
    body: profileEditRequest,
    response: profileView,
    handler: async (ctx, { body }) => new WithMessage(await editProfile(ctx, body), 'settings:profile.saved'),
  }),
];
