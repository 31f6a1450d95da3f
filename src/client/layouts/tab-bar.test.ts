import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_TAB_BAR, MAX_TABS, reduceTabBar } from './tab-bar';
import type { TabBarAction, TabBarState } from './tab-bar';

/** A tab whose screen is its path without the query (the tests' routes have no parameters). */
const tab = (path: string, screen = path.split('?')[0]!) => ({ screen, path, title: `menu:${screen}` });

function run(actions: TabBarAction[], start: TabBarState = EMPTY_TAB_BAR): TabBarState {
  return actions.reduce((state, action) => reduceTabBar(state, action).state, start);
}

function visited(...paths: string[]): TabBarState {
  return run(paths.map((p) => ({ kind: 'visit', tab: tab(p) })));
}

const paths = (state: TabBarState) => state.tabs.map((t) => t.path);

describe('tab bar', () => {
  it('opens one tab per visited route, named by the route title, and marks it active', () => {
    const state = visited('/admin/bi', '/admin/Notice', '/admin/bi');
    expect(state.tabs).toEqual([tab('/admin/bi'), tab('/admin/Notice')]);
    expect(state.activePath).toBe('/admin/bi');
  });

  it('keeps at most five tabs: a sixth visit drops the oldest', () => {
    const state = visited('/a', '/b', '/c', '/d', '/e', '/f');
    expect(MAX_TABS).toBe(5);
    expect(paths(state)).toEqual(['/b', '/c', '/d', '/e', '/f']);
    expect(state.activePath).toBe('/f');
  });

  it('never stores the login and 404 paths, with or without a query', () => {
    const state = visited('/a', '/user/login', '/user/login?redirect=%2Fadmin', '/404');
    expect(paths(state)).toEqual(['/a']);
    expect(state.activePath).toBe('/a');
  });

  it('keeps one tab per screen, in its place, holding the last URL visited on it', () => {
    const state = run(
      ['/d?id=1', '/e', '/d?id=2', '/SKUManage/enabled/2', '/SKUManage/disabled'].map((p) => ({
        kind: 'visit' as const,
        tab: tab(p, p.startsWith('/SKUManage') ? 'SKUManage' : undefined),
      })),
    );
    expect(paths(state)).toEqual(['/d?id=2', '/e', '/SKUManage/disabled']);
    expect(state.activePath).toBe('/SKUManage/disabled');
  });

  it('refuses to close the last tab with the "last tab" message', () => {
    const outcome = reduceTabBar(visited('/a'), { kind: 'close', path: '/a' });
    expect(outcome.message).toBe('lastTab');
    expect(paths(outcome.state)).toEqual(['/a']);
  });

  it('closing the active tab moves to the tab before it', () => {
    const outcome = reduceTabBar(visited('/a', '/b', '/c'), { kind: 'close', path: '/c' });
    expect(paths(outcome.state)).toEqual(['/a', '/b']);
    expect(outcome.navigateTo).toBe('/b');
    expect(outcome.state.activePath).toBe('/b');
  });

  it('closing the active first tab moves to the new first tab', () => {
    const state = run([{ kind: 'visit', tab: tab('/a') }], visited('/a', '/b', '/c'));
    const outcome = reduceTabBar(state, { kind: 'close', path: '/a' });
    expect(outcome.navigateTo).toBe('/b');
  });

  it('closing another tab stays where the user is', () => {
    const outcome = reduceTabBar(visited('/a', '/b', '/c'), { kind: 'close', path: '/a' });
    expect(paths(outcome.state)).toEqual(['/b', '/c']);
    expect(outcome.navigateTo).toBeUndefined();
    expect(outcome.state.activePath).toBe('/c');
  });

  it('closes the tabs on the left, or says there are none', () => {
    const outcome = reduceTabBar(visited('/a', '/b', '/c'), { kind: 'closeLeft', path: '/b' });
    expect(paths(outcome.state)).toEqual(['/b', '/c']);
    expect(outcome.navigateTo).toBeUndefined();
    const none = reduceTabBar(outcome.state, { kind: 'closeLeft', path: '/b' });
    expect(none.message).toBe('noLeft');
    expect(paths(none.state)).toEqual(['/b', '/c']);
  });

  it('closes the tabs on the right and moves to the clicked tab when the active one went', () => {
    const outcome = reduceTabBar(visited('/a', '/b', '/c'), { kind: 'closeRight', path: '/a' });
    expect(paths(outcome.state)).toEqual(['/a']);
    expect(outcome.navigateTo).toBe('/a');
    expect(reduceTabBar(outcome.state, { kind: 'closeRight', path: '/a' }).message).toBe('noRight');
  });

  it('"close all" keeps only the clicked tab and goes there', () => {
    const outcome = reduceTabBar(visited('/a', '/b', '/c'), { kind: 'closeAll', path: '/b' });
    expect(paths(outcome.state)).toEqual(['/b']);
    expect(outcome.navigateTo).toBe('/b');
    expect(reduceTabBar(outcome.state, { kind: 'closeAll', path: '/b' }).message).toBe('lastTab');
  });

  it('ignores actions on a tab that is not open', () => {
    const state = visited('/a', '/b');
    for (const kind of ['close', 'closeLeft', 'closeRight', 'closeAll'] as const) {
      const outcome = reduceTabBar(state, { kind, path: '/zzz' });
      expect(outcome.state).toBe(state);
      expect(outcome.message).toBeUndefined();
    }
  });

  it('whatever the user does, at most five distinct tabs remain and the active one is among them', () => {
    const path = fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f', '/g', '/404', '/user/login');
    const action: fc.Arbitrary<TabBarAction> = fc.oneof(
      path.map((p) => ({ kind: 'visit' as const, tab: tab(p) })),
      fc.tuple(fc.constantFrom('close', 'closeLeft', 'closeRight', 'closeAll'), path).map(([kind, p]) => ({
        kind: kind as 'close',
        path: p,
      })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const state = run(actions);
        expect(state.tabs.length).toBeLessThanOrEqual(MAX_TABS);
        expect(new Set(paths(state)).size).toBe(state.tabs.length);
        expect(paths(state)).not.toContain('/404');
        if (state.tabs.length > 0) expect(paths(state)).toContain(state.activePath);
      }),
    );
  });
});
