import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ROLES } from '../../domain/kernel/roles';
import { roleName } from './role-name';
import { initI18n } from './setup';

beforeAll(() => initI18n('en-US'));

describe('role names', () => {
  it('show every system role in Chinese by its id', () => {
    const zh = i18next.getFixedT('zh-CN');
    expect(SYSTEM_ROLES.map((role) => roleName(role, zh))).toEqual([
      '超级管理员',
      '仓库',
      '经理',
      '商家',
      '员工',
    ]);
  });

  it('show the system roles in English as the server stores them', () => {
    const en = i18next.getFixedT('en-US');
    for (const role of SYSTEM_ROLES) expect(roleName(role, en)).toBe(role.name);
  });

  it('keep the name an admin gave a role of their own, in either language', () => {
    const buyers = { id: 9, name: 'Buyers' };
    expect(roleName(buyers, i18next.getFixedT('zh-CN'))).toBe('Buyers');
    expect(roleName(buyers, i18next.getFixedT('en-US'))).toBe('Buyers');
  });
});
