/**
 * The admin layout's history tab bar (spec section 2 "Tab bar") as a pure reducer, so every rule
 * is unit-tested without a browser: one tab per visited screen (its route, not its URL: the
 * All / Enabled / Disabled views of one list are one tab, which keeps and returns to the last URL
 * of that screen), at most 5 (a sixth drops the oldest), login and 404 never stored, closing
 * rules and their three info messages.
 */
import { LOGIN_PATH, NOT_FOUND_PATH } from '../routing/route-access';

export const MAX_TABS = 5;

/** Paths that never become a tab. */
export const UNSTORED_TAB_PATHS: readonly string[] = [LOGIN_PATH, NOT_FOUND_PATH];

/**
 * A visited screen: `screen` names its route (the route's unique name), `path` is the last full
 * path (path plus query) seen on it, `title` an i18n key.
 */
export type HistoryTab = { screen: string; path: string; title: string };

export type TabBarState = { tabs: HistoryTab[]; activePath: string | null };

export type TabBarMessage = 'lastTab' | 'noLeft' | 'noRight';

export type TabBarAction =
  | { kind: 'visit'; tab: HistoryTab }
  | { kind: 'close'; path: string }
  | { kind: 'closeLeft'; path: string }
  | { kind: 'closeRight'; path: string }
  | { kind: 'closeAll'; path: string };

/** What the screen must do after an action: show an info message, or go to another tab. */
export type TabBarOutcome = { state: TabBarState; message?: TabBarMessage; navigateTo?: string };

export const EMPTY_TAB_BAR: TabBarState = { tabs: [], activePath: null };

function pathnameOf(fullPath: string): string {
  const cut = fullPath.search(/[?#]/);
  return cut === -1 ? fullPath : fullPath.slice(0, cut);
}

export function isStoredTabPath(fullPath: string): boolean {
  return !UNSTORED_TAB_PATHS.includes(pathnameOf(fullPath));
}

function visit(state: TabBarState, tab: HistoryTab): TabBarOutcome {
  if (!isStoredTabPath(tab.path)) return { state };
  const existing = state.tabs.findIndex((t) => t.screen === tab.screen);
  if (existing !== -1) {
    const tabs = state.tabs.map((t, i) => (i === existing ? tab : t));
    return { state: { tabs, activePath: tab.path } };
  }
  const tabs = [...state.tabs, tab];
  return { state: { tabs: tabs.slice(Math.max(0, tabs.length - MAX_TABS)), activePath: tab.path } };
}

/**
 * Keeps the tabs the predicate accepts. If the active tab went, the screen moves to `fallback`
 * (the tab the user acted on) or, when that went too, to the tab before the active one or the first.
 */
function keep(state: TabBarState, kept: HistoryTab[], fallback?: string): TabBarOutcome {
  const activeStays = kept.some((t) => t.path === state.activePath);
  if (activeStays) return { state: { tabs: kept, activePath: state.activePath } };
  let target = fallback && kept.some((t) => t.path === fallback) ? fallback : undefined;
  if (!target) {
    const activeIndex = state.tabs.findIndex((t) => t.path === state.activePath);
    const before = state.tabs.slice(0, Math.max(0, activeIndex)).reverse();
    target = before.find((t) => kept.includes(t))?.path ?? kept[0]?.path;
  }
  return { state: { tabs: kept, activePath: target ?? null }, navigateTo: target };
}

function close(state: TabBarState, path: string): TabBarOutcome {
  const index = state.tabs.findIndex((t) => t.path === path);
  if (index === -1) return { state };
  if (state.tabs.length <= 1) return { state, message: 'lastTab' };
  return keep(
    state,
    state.tabs.filter((t) => t.path !== path),
  );
}

function closeLeft(state: TabBarState, path: string): TabBarOutcome {
  const index = state.tabs.findIndex((t) => t.path === path);
  if (index === -1) return { state };
  if (index === 0) return { state, message: 'noLeft' };
  return keep(state, state.tabs.slice(index), path);
}

function closeRight(state: TabBarState, path: string): TabBarOutcome {
  const index = state.tabs.findIndex((t) => t.path === path);
  if (index === -1) return { state };
  if (index === state.tabs.length - 1) return { state, message: 'noRight' };
  return keep(state, state.tabs.slice(0, index + 1), path);
}

/** "Close all" keeps the tab the menu was opened on: the last tab can never close. */
function closeAll(state: TabBarState, path: string): TabBarOutcome {
  const tab = state.tabs.find((t) => t.path === path);
  if (!tab) return { state };
  if (state.tabs.length === 1) return { state, message: 'lastTab' };
  return keep(state, [tab], path);
}

export function reduceTabBar(state: TabBarState, action: TabBarAction): TabBarOutcome {
  switch (action.kind) {
    case 'visit':
      return visit(state, action.tab);
    case 'close':
      return close(state, action.path);
    case 'closeLeft':
      return closeLeft(state, action.path);
    case 'closeRight':
      return closeRight(state, action.path);
    case 'closeAll':
      return closeAll(state, action.path);
  }
}

/** i18n keys of the three info messages (locales/<lang>/shell.json). */
export const TAB_BAR_MESSAGE_LABEL: Record<TabBarMessage, string> = {
  lastTab: 'shell:tabs.lastTabCannotClose',
  noLeft: 'shell:tabs.noTabOnLeft',
  noRight: 'shell:tabs.noTabOnRight',
};
