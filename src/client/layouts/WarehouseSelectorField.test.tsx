import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/setup';
import { useSession } from '../stores/session';
import { WarehouseSelector } from './WarehouseSelector';

const LONG_NAME = 'Los Angeles Consolidation Warehouse (Ontario, California)';

beforeAll(() => initI18n('en-US'));
afterEach(cleanup);

describe('warehouse selector in the header', () => {
  it('is as wide as its names (no fixed width cutting them) and shows the full name on focus or hover', () => {
    useSession.setState({
      headerWareList: [
        { id: 1, name: 'Dock', level: 1 },
        { id: 2, name: LONG_NAME, level: 1 },
      ],
      headerWareId: 2,
    });
    render(
      <MantineProvider>
        <WarehouseSelector />
      </MantineProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Warehouse' });
    expect(select.getAttribute('title')).toBe(LONG_NAME);
    expect((select as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(LONG_NAME);
    const root = screen.getByTestId('warehouse-selector').closest<HTMLElement>('.mantine-InputWrapper-root')!;
    expect(root.style.width).toBe('auto');
  });
});
