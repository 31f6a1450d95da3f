import { describe, expect, it } from 'vitest';
import { breadcrumbTitles } from './Breadcrumb';

describe('breadcrumb', () => {
  it('lists the titles of the matched routes, outermost first, skipping routes without one and the portal root', () => {
    const matches = [
      { handle: undefined },
      { handle: { name: 'admin', meta: { title: 'common:app.name' }, portalRoot: true } },
      { handle: { name: 'Account', meta: { title: 'common:menu.account' } } },
      { handle: { name: 'AuditLog', meta: { title: 'common:menu.auditLog' } } },
    ];
    expect(breadcrumbTitles(matches)).toEqual(['common:menu.account', 'common:menu.auditLog']);
  });
});
