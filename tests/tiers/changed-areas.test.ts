import { describe, expect, it } from 'vitest';
import { integrationFilesFor } from './changed-areas';

const FILES = [
  'tests/integration/wallet-ledger.test.ts',
  'tests/integration/wallet-bulk.test.ts',
  'tests/integration/labels-addresses.test.ts',
  'tests/integration/label-center.test.ts',
  'tests/integration/outbound-batches.test.ts',
  'tests/integration/bad-input.test.ts',
];

describe('the integration files a change needs', () => {
  it("takes an area's files from its domain, server, client and locale folders", () => {
    expect(integrationFilesFor(['src/domain/wallet/fees.ts'], FILES)).toEqual([
      'tests/integration/wallet-bulk.test.ts',
      'tests/integration/wallet-ledger.test.ts',
    ]);
    expect(
      integrationFilesFor(['src/server/modules/labels/routes.ts', 'locales/zh-CN/labels.json'], FILES),
    ).toEqual(['tests/integration/label-center.test.ts', 'tests/integration/labels-addresses.test.ts']);
    expect(integrationFilesFor(['src/client/features/outbound/OrderListScreen.tsx'], FILES)).toEqual([
      'tests/integration/outbound-batches.test.ts',
    ]);
  });

  it('adds a changed integration file, and none for client-only code or other tiers', () => {
    expect(
      integrationFilesFor(
        [
          'tests/integration/bad-input.test.ts',
          'src/client/layouts/PortalFrame.tsx',
          'tests/e2e/pwa.spec.ts',
          'README.md',
        ],
        FILES,
      ),
    ).toEqual(['tests/integration/bad-input.test.ts']);
  });

  it('runs them all for a change outside any area', () => {
    expect(integrationFilesFor(['src/domain/kernel/permissions.ts'], FILES)).toBe('all');
    expect(integrationFilesFor(['src/server/db/database.ts'], FILES)).toBe('all');
    expect(integrationFilesFor(['tests/integration/support/test-app.ts'], FILES)).toBe('all');
  });
});
