import { describe, expect, it } from 'vitest';
import { rowState, setActions, setEvery, toggleAction } from './grant-editing';

describe('grant editing', () => {
  it('keeps actions in catalogue order and drops a grant left without actions', () => {
    let grants = toggleAction([], '700103', 'query', true);
    grants = toggleAction(grants, '700103', 'add', true);
    expect(grants).toEqual([{ permissionId: '700103', actionList: ['add', 'query'] }]);
    expect(toggleAction(toggleAction(grants, '700103', 'add', false), '700103', 'query', false)).toEqual([]);
  });

  it('replaces a grant where it stands', () => {
    const grants = [
      { permissionId: 'a', actionList: ['query' as const] },
      { permissionId: 'b', actionList: ['get' as const] },
    ];
    expect(setActions(grants, 'a', ['edit', 'query']).map((g) => g.permissionId)).toEqual(['a', 'b']);
  });

  it('reads a row as all, some or none of its possible actions', () => {
    const grants = [{ permissionId: 'p', actionList: ['query' as const, 'get' as const] }];
    expect(rowState(grants, 'p', ['query', 'get'])).toBe('all');
    expect(rowState(grants, 'p', ['query', 'get', 'export'])).toBe('some');
    expect(rowState(grants, 'q', ['query'])).toBe('none');
  });

  it('grants and clears several entries at once', () => {
    const entries = [
      { code: 'x', actions: ['query' as const] },
      { code: 'y', actions: ['add' as const, 'edit' as const] },
    ];
    const all = setEvery([], entries, true);
    expect(all).toEqual([
      { permissionId: 'x', actionList: ['query'] },
      { permissionId: 'y', actionList: ['add', 'edit'] },
    ]);
    expect(setEvery(all, entries, false)).toEqual([]);
  });
});
