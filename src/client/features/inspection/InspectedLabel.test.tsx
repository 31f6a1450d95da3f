import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { freshTablet } from '../../../../tests/client/support/offline-fake-server';
import { initI18n, loadLocale } from '../../i18n/setup';
import { offlineDb } from '../../offline/db';
import { enqueueOp } from '../../offline/outbox';
import { SyncEngine } from '../../offline/sync-engine';
import { InspectedLabel } from './InspectedLabel';

/**
 * Issue 13's stale label: the last inspection's ONE ID said "Waiting to sync" after the queue was
 * empty (a flag set at submit). The label now follows its op in the outbox: waiting while it is,
 * the record's link once the server has the op.
 */
vi.mock('./barcode', () => ({ drawCode128: () => true }));

beforeAll(async () => {
  await loadLocale('en-US', ['common', 'inspection', 'inbound', 'inventory']);
  initI18n('en-US');
});
beforeEach(async () => {
  await freshTablet();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('says "Waiting to sync" while its op waits, and links the record once the op is applied', async () => {
  const op = await enqueueOp('inspectItem', { logNo: 'TRACK0001', grade: 1, oneId: '10000001' });
  render(
    <MantineProvider>
      <InspectedLabel
        item={{ oneId: '10000001', sku: 'DD1391-100', size: '9', grade: 1, name: 'Dunk', opId: op.opId }}
        onClose={() => undefined}
      />
    </MantineProvider>,
  );
  expect((await screen.findByTestId('one-id-waiting')).textContent).toBe('Waiting to sync');
  expect(screen.queryByTestId('one-id-link')).toBeNull();

  await new SyncEngine().syncNow();
  expect((await offlineDb.outbox.get(op.opId))?.state).toBe('applied');
  await waitFor(() => expect(screen.queryByTestId('one-id-waiting')).toBeNull());
  expect(screen.getByTestId('one-id-link').textContent).toBe('10000001');
});
