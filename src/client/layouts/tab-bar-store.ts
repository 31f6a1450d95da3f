import { create } from 'zustand';
import { EMPTY_TAB_BAR, reduceTabBar } from './tab-bar';
import type { TabBarAction, TabBarOutcome, TabBarState } from './tab-bar';

/**
 * The admin tab bar's state for the whole session: RootShell records every visit of an admin
 * user (also of the public and dashboard pages), AdminLayout shows the bar. `dispatch` returns
 * the outcome so the caller shows the message or navigates.
 */
type TabBarStore = TabBarState & { dispatch: (action: TabBarAction) => TabBarOutcome; reset: () => void };

export const useTabBarStore = create<TabBarStore>((set, get) => ({
  ...EMPTY_TAB_BAR,
  dispatch: (action) => {
    const { tabs, activePath } = get();
    const outcome = reduceTabBar({ tabs, activePath }, action);
    if (outcome.state.tabs !== tabs || outcome.state.activePath !== activePath) set(outcome.state);
    return outcome;
  },
  reset: () => set(EMPTY_TAB_BAR),
}));
