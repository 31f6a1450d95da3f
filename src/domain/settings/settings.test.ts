import { describe, expect, it } from 'vitest';
import {
  changedSettings,
  readStoredAnswer,
  readStoredSettings,
  settingsPatchRequest,
  syncedPart,
} from './settings';
import type { SyncedSettings } from './settings';

const ALL: SyncedSettings = {
  theme: 'dark',
  layout: 'sidemenu',
  contentWidth: 'Fluid',
  fixedHeader: true,
  fixedSidebar: false,
  lang: 'zh-CN',
};

describe('synced settings', () => {
  it('refuses an unknown theme, layout or width and any key it does not keep', () => {
    expect(settingsPatchRequest.safeParse({ theme: 'neon' }).success).toBe(false);
    expect(settingsPatchRequest.safeParse({ layout: 'mixmenu' }).success).toBe(false);
    expect(settingsPatchRequest.safeParse({ contentWidth: 'fixed' }).success).toBe(false);
    expect(settingsPatchRequest.safeParse({ sideCollapsed: true }).success).toBe(false);
    expect(settingsPatchRequest.parse({ theme: 'light', fixedHeader: false })).toEqual({
      theme: 'light',
      fixedHeader: false,
    });
  });

  it('reads stored settings leniently: a value no longer known is dropped, the rest kept', () => {
    expect(readStoredSettings({ theme: 'neon', layout: 'topmenu', extra: 1 })).toEqual({ layout: 'topmenu' });
    expect(readStoredSettings(null)).toEqual({});
    expect(readStoredSettings('dark')).toEqual({});
    expect(readStoredSettings({ fixedHeader: 'yes', fixedSidebar: false })).toEqual({ fixedSidebar: false });
  });

  it("reads the server's answer the same way and refuses one that is not an answer", () => {
    expect(readStoredAnswer({ settings: { theme: 'neon', lang: 'zh-CN' }, updatedAt: null })).toEqual({
      settings: { lang: 'zh-CN' },
      updatedAt: null,
    });
    for (const bad of [null, 'x', { settings: {}, updatedAt: 5 }, { settings: {} }])
      expect(() => readStoredAnswer(bad)).toThrow('without settings');
  });

  it('sends only what differs from what the server holds', () => {
    expect(changedSettings({ ...ALL }, ALL)).toEqual({});
    expect(changedSettings({ theme: 'dark' }, ALL)).toEqual({
      layout: 'sidemenu',
      contentWidth: 'Fluid',
      fixedHeader: true,
      fixedSidebar: false,
      lang: 'zh-CN',
    });
    expect(changedSettings({ ...ALL, theme: 'light' }, ALL)).toEqual({ theme: 'dark' });
  });

  it('takes the synced part of the whole settings record', () => {
    expect(syncedPart({ ...ALL, sideCollapsed: true, isMobile: false } as SyncedSettings)).toEqual(ALL);
  });
});
