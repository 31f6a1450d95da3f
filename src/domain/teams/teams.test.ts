import { describe, expect, it } from 'vitest';
import {
  BUSINESS_PART_CODES,
  BusinessPart,
  fullGrant,
  grantsAllow,
  isKnownPermission,
  moduleOfPage,
  NamedPermission,
  TEAM_ROLE_PART_CODES,
} from '../kernel/permissions';
import { SYSTEM_ROLES } from '../kernel/roles';
import { RoleId } from '../kernel/users';
import { accessOfActions, checkTeamGrants, choiceOfGrants, grantsOfChoice, memberUid } from './teams';

const merchant = SYSTEM_ROLES.find((r) => r.id === RoleId.merchant)!;

describe('parts of the seller portal', () => {
  it("a merchant's 'business' grant covers every part, the team screen included", () => {
    for (const code of BUSINESS_PART_CODES) {
      expect(moduleOfPage(code)).toBe(NamedPermission.business);
      expect(grantsAllow(merchant.permissions, code, 'edit')).toBe(true);
    }
  });

  it('a team role allows only its parts, and reading only where it reads', () => {
    const grants = grantsOfChoice({ 'business.inventory': 'edit', 'business.orders': 'read' });
    expect(grantsAllow(grants, BusinessPart.inventory, 'add')).toBe(true);
    expect(grantsAllow(grants, BusinessPart.orders, 'query')).toBe(true);
    expect(grantsAllow(grants, BusinessPart.orders, 'add')).toBe(false);
    expect(grantsAllow(grants, BusinessPart.wallet, 'query')).toBe(false);
    expect(grantsAllow(grants, BusinessPart.team, 'query')).toBe(false);
    expect(grantsAllow(grants, NamedPermission.business, 'query')).toBe(false);
  });

  it('every part is a known code, and no team role may hold the team screen', () => {
    expect(BUSINESS_PART_CODES.every(isKnownPermission)).toBe(true);
    expect(TEAM_ROLE_PART_CODES).not.toContain(BusinessPart.team);
    expect(TEAM_ROLE_PART_CODES).toHaveLength(BUSINESS_PART_CODES.length - 1);
  });
});

describe('team role grants', () => {
  it('keeps parts merged, in the parts order, with their actions in order', () => {
    const checked = checkTeamGrants([
      { permissionId: 'business.wallet', actionList: ['get'] },
      { permissionId: 'business.inventory', actionList: ['query'] },
      { permissionId: 'business.wallet', actionList: ['query', 'get'] },
    ]);
    expect(checked).toEqual({
      grants: [
        { permissionId: 'business.inventory', actionList: ['query'] },
        { permissionId: 'business.wallet', actionList: ['query', 'get'] },
      ],
    });
  });

  it.each([
    ['business', 'the whole seller portal'],
    ['business.team', 'the team screen'],
    ['1100', 'an admin module'],
    ['700101', 'a warehouse code'],
    ['business.nothing', 'an unknown part'],
  ])('refuses %s (%s)', (code) => {
    const checked = checkTeamGrants([{ permissionId: code, actionList: ['query'] }]);
    expect(checked).toEqual({ problem: { key: 'teams:errors.notTeamPart', params: { code } } });
  });

  it('refuses an unknown action and a role without any part', () => {
    expect(checkTeamGrants([{ permissionId: 'business.inventory', actionList: ['fly'] }])).toMatchObject({
      problem: { key: 'teams:errors.unknownAction' },
    });
    expect(checkTeamGrants([{ permissionId: 'business.inventory', actionList: [] }])).toMatchObject({
      problem: { key: 'teams:errors.noParts' },
    });
  });

  it('reads grants back as a choice per part: read, edit or none', () => {
    const choice = choiceOfGrants(
      grantsOfChoice({ 'business.inventory': 'read', 'business.wallet': 'edit' }),
    );
    expect(choice['business.inventory']).toBe('read');
    expect(choice['business.wallet']).toBe('edit');
    expect(choice['business.orders']).toBe('none');
    expect(accessOfActions(['query', 'export'])).toBe('read');
    expect(accessOfActions(['query', 'delete'])).toBe('edit');
    expect(accessOfActions([])).toBe('none');
  });

  it("a member's uid names their seller's", () => {
    expect(memberUid('U100001', 42)).toBe('U100001-T42');
    expect(fullGrant(BusinessPart.home).permissionId).toBe('business.home');
  });
});
