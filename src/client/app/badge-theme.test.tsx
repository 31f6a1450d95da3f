import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ForecastStatusBadge } from '../components/ForecastStatusBadge';
import { INVENTORY_STATUS_COLOR, InventoryStatusBadge } from '../components/InventoryStatusBadge';
import { initI18n } from '../i18n/setup';
import { appTheme } from './providers';

beforeAll(() => initI18n('en-US'));
afterEach(cleanup);

const withTheme = (node: React.ReactNode) =>
  render(<MantineProvider theme={appTheme}>{node}</MantineProvider>);

describe('status badges', () => {
  it('never cut or uppercase their text: a badge is as wide as its text, never an ellipsis', () => {
    withTheme(<ForecastStatusBadge status={1} />);
    const badge = screen.getByText('Scheduled').closest<HTMLElement>('.mantine-Badge-root')!;
    const label = screen.getByText('Scheduled');
    expect(badge.style.textTransform).toBe('none');
    expect(badge.style.minWidth).toBe('max-content');
    expect(badge.style.overflow).toBe('visible');
    expect(label.style.overflow).toBe('visible');
    expect(label.style.textOverflow).toBe('clip');
  });

  it('give every inventory status a colour of its own, grey only once the item has left', () => {
    withTheme(<InventoryStatusBadge status={10} />);
    expect(screen.getByText('Dropshipping, label ready')).toBeTruthy();
    const colours = Object.entries(INVENTORY_STATUS_COLOR);
    expect(new Set(colours.map(([, c]) => c)).size).toBe(colours.length);
    expect(colours.filter(([, c]) => c === 'gray').map(([s]) => s)).toEqual(['6']);
  });
});
