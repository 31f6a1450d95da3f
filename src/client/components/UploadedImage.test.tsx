import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderWithProviders, signInAdmin } from '../../../tests/client/support/admin-test-kit';
import { UploadedImage } from './UploadedImage';

const HASH = 'a'.repeat(64);
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  signInAdmin();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:picture-1', revokeObjectURL: () => {} }),
  );
});
afterEach(() => vi.unstubAllGlobals());

it('fetches an uploaded picture with the session token (an <img src> could not send it) and shows it', async () => {
  renderWithProviders(<UploadedImage source={`/api/business/files/${HASH}`} alt="inspection photo" h={72} />);
  await waitFor(() =>
    expect(screen.getByRole('img', { name: 'inspection photo' }).getAttribute('src')).toBe('blob:picture-1'),
  );
  const [url, init] = fetchMock.mock.calls[0];
  expect(String(url)).toBe(`/api/admin/files/${HASH}`);
  expect(new Headers(init?.headers).get('token') ?? (init?.headers as Record<string, string>).token).toBe(
    'admin-token',
  );
});
