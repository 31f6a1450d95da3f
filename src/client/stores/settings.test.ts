// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { browserLocale, defaultSettings, useSettings } from './settings';
import { STORAGE_KEYS } from './storage-keys';

beforeEach(() => {
  localStorage.clear();
  useSettings.setState(defaultSettings());
});

describe('app settings', () => {
  it('starts with the spec defaults', () => {
    expect(defaultSettings()).toMatchObject({
      sideCollapsed: false,
      isMobile: false,
      theme: 'auto',
      layout: 'sidemenu',
      contentWidth: 'Fluid',
      version: '1.2.40',
    });
  });

  it('defaults to en-US unless the browser speaks Chinese', () => {
    expect(browserLocale(['en-GB', 'zh-CN'])).toBe('en-US');
    expect(browserLocale(['zh-TW'])).toBe('zh-CN');
    expect(browserLocale([])).toBe('en-US');
  });

  it('keeps sidebar type, layout and language under their own keys', () => {
    useSettings.getState().setSettings({ sideCollapsed: true, layout: 'topmenu', lang: 'zh-CN', weak: true });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.sidebarType)!)).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.layout)!)).toBe('topmenu');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.language)!)).toBe('zh-CN');
    const rest = JSON.parse(localStorage.getItem(STORAGE_KEYS.settings)!) as {
      state: Record<string, unknown>;
    };
    expect(rest.state.weak).toBe(true);
    expect(rest.state.lang).toBeUndefined();
  });

  it('lets the dark theme stored before the theme could be chosen follow the device', async () => {
    localStorage.setItem(
      STORAGE_KEYS.settings,
      JSON.stringify({ state: { theme: 'dark', weak: true }, version: 0 }),
    );
    await useSettings.persist.rehydrate();
    expect(useSettings.getState()).toMatchObject({ theme: 'auto', weak: true });
    useSettings.getState().setSetting('theme', 'dark');
    await useSettings.persist.rehydrate();
    expect(useSettings.getState().theme).toBe('dark');
  });

  it('comes back after a reload, with the running version', async () => {
    useSettings.getState().setSettings({ lang: 'zh-CN', theme: 'light', sideCollapsed: true });
    const saved = Object.values(STORAGE_KEYS).map((key) => [key, localStorage.getItem(key)] as const);
    useSettings.setState(defaultSettings());
    for (const [key, value] of saved) if (value !== null) localStorage.setItem(key, value);
    const rest = JSON.parse(localStorage.getItem(STORAGE_KEYS.settings)!) as {
      state: Record<string, unknown>;
    };
    localStorage.setItem(
      STORAGE_KEYS.settings,
      JSON.stringify({ ...rest, state: { ...rest.state, version: '0.0.1' } }),
    );
    expect(useSettings.getState().lang).not.toBe('zh-CN');
    await useSettings.persist.rehydrate();
    expect(useSettings.getState()).toMatchObject({
      lang: 'zh-CN',
      theme: 'light',
      sideCollapsed: true,
      version: '1.2.40',
    });
  });
});
