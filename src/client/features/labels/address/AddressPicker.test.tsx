import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { jsonAnswer } from '../../../../../tests/client/render-app';
import type { SavedAddress } from '../../../../domain/labels/addresses';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { AddressPicker } from './AddressPicker';

const fetchMock = vi.fn<typeof fetch>();
const address = (id: number, name: string, isDefault: boolean): SavedAddress => ({
  id,
  name,
  company: null,
  street1: `${id} MAIN ST`,
  street2: null,
  city: 'CHICAGO',
  state: 'IL',
  zip: '60606',
  country: 'US',
  phone: null,
  email: null,
  isDefault,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const chosen: (SavedAddress | null)[] = [];
function Harness() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <AddressPicker
      value={value}
      onChange={(a) => {
        chosen.push(a);
        setValue(a?.id ?? null);
      }}
    />
  );
}

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  chosen.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
  fetchMock.mockImplementation(async () =>
    jsonAnswer({
      code: 200,
      msg: 'success',
      data: {
        pageNo: 1,
        pageSize: 100,
        totalCount: 2,
        totalPage: 1,
        data: [address(7, 'Warehouse', true), address(3, 'Home', false)],
      },
    }),
  );
});
afterEach(cleanup);

it('preselects the default address once, and hands over the address the seller picks', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const select = await screen.findByRole('textbox', { name: 'Ship from' });
  await waitFor(() =>
    expect((select as HTMLInputElement).value).toBe('Warehouse, 7 MAIN ST, CHICAGO, IL 60606 (default)'),
  );
  expect(chosen.map((a) => a?.id)).toEqual([7]);
  await userEvent.click(select);
  await userEvent.click(
    await screen.findByRole('option', { name: 'Home, 3 MAIN ST, CHICAGO, IL 60606', hidden: true }),
  );
  expect(chosen.map((a) => a?.id)).toEqual([7, 3]);
});
