import { cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/setup';
import {
  fakeAdminApi,
  page,
  renderWithProviders,
  signInAdmin,
} from '../../../../../tests/client/support/admin-test-kit';
import { PlatformFlowScreen } from './PlatformFlowScreen';

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Finance/PlatformFlow opened from a link', () => {
  it('lists the applications of the kind and stage the link names, with the filters showing them', async () => {
    signInAdmin();
    const api = fakeAdminApi({ '/finance/application/list': () => ({ data: page([]) }) });
    const router = createMemoryRouter(
      [{ path: '/admin/Finance/PlatformFlow/:pageNo?', element: <PlatformFlowScreen /> }],
      { initialEntries: ['/admin/Finance/PlatformFlow?kind=2&stage=3'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    await waitFor(() => expect(api.callsTo('/finance/application/list').length).toBeGreaterThan(0));
    expect(api.callsTo('/finance/application/list')[0].body).toMatchObject({ kind: 2, stage: 3 });
    expect((screen.getByRole('textbox', { name: 'Kind' }) as HTMLInputElement).value).toBe('Withdrawal');
    expect((screen.getByRole('textbox', { name: 'Stage' }) as HTMLInputElement).value).toBe('Paying');

    // A later link with other filters (the screen stays mounted) applies them; paging keeps them.
    await router.navigate('/admin/Finance/PlatformFlow?kind=1&stage=1');
    await waitFor(() =>
      expect(api.callsTo('/finance/application/list').at(-1)?.body).toMatchObject({ kind: 1, stage: 1 }),
    );
    await router.navigate('/admin/Finance/PlatformFlow/2');
    await waitFor(() =>
      expect(api.callsTo('/finance/application/list').at(-1)?.body).toMatchObject({ kind: 1, stage: 1 }),
    );
  });
});
