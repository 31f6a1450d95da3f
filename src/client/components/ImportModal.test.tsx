import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes } from '../../../tests/client/render-app';
import { initI18n } from '../i18n/setup';
import { useSession } from '../stores/session';
import { spyOnNotifications } from '../../../tests/client/notifications-spy';
import { ImportModal } from './ImportModal';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const onClose = vi.fn();
const TARGET = {
  importPath: '/sku/import',
  templatePath: '/sku/importTemplate',
  templateName: 't.xlsx',
  refresh: [['skus', 'list']],
};

function openImport() {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ImportModal opened onClose={onClose} title="Import SKUs from Excel" hint="hint" target={TARGET} />
        ),
      },
    ],
    '/',
  );
}
function pickFile() {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], 'skus.xlsx')] } });
}

beforeEach(() => {
  initI18n('en-US');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  onClose.mockReset();
  useSession.setState({ token: 'tok', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'warehouse' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Excel import modal', { timeout: 15_000 }, () => {
  it('sends nothing before a file is chosen', () => {
    openImport();
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the bad rows of a refused import by row and column, and stays open', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(
        {
          code: 400,
          msg: 'Row 3, Name: required (2 problem(s) in all; nothing was imported)',
          data: {
            errors: [
              { row: 3, column: 'Name', message: 'required' },
              { row: 5, column: 'SKU', message: 'SKU X-1 is already in the catalogue' },
            ],
            errorCount: 2,
          },
        },
        400,
      ),
    );
    openImport();
    pickFile();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const table = await screen.findByTestId('import-errors');
    expect(table.textContent).toContain('3Namerequired');
    expect(table.textContent).toContain('5SKUSKU X-1 is already in the catalogue');
    expect(screen.getByRole('alert').textContent).toContain('Row 3, Name: required');
    expect(onClose).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toContain('/api/warehouse/sku/import');
    expect(init?.body).toBeInstanceOf(FormData);
  });

  it('closes after Import Success', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer({ code: 200, msg: 'Import Success', data: { rows: 2, created: { skus: 2 } } }),
    );
    openImport();
    pickFile();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
