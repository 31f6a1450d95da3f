import { settingsPatchRequest, storedSettingsAnswer } from '../../../domain/settings/settings';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { profileRoutes } from './profile-routes';
import { readSettings, saveSettings } from './settings-service';

/** The app settings every user keeps on the server (system host: every portal's users reach it). */
export const settingsRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/user/settings',
    hosts: ['system'],
    access: { kind: 'authenticated' },
    summary: "The caller's app settings as stored (only what they set; none yet is an empty object)",
    response: storedSettingsAnswer,
    handler: (ctx) => readSettings(ctx),
  }),
  defineRoute({
    method: 'PUT',
    path: '/user/settings',
    hosts: ['system'],
    access: { kind: 'authenticated' },
    summary:
      'Stores the app settings that changed (theme, layout, contentWidth, fixedHeader, fixedSidebar, lang); the others stay',
    body: settingsPatchRequest,
    response: storedSettingsAnswer,
    handler: async (ctx, { body }) => new WithMessage(await saveSettings(ctx, body), 'settings:saved'),
  }),
  ...profileRoutes,
];
