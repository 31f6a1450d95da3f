import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../tests/client/render-app';
import { atWidth } from '../../../tests/client/support/viewport';
import { initI18n } from '../i18n/setup';
import type { RouteHandle } from '../routing/route-types';
import { PortalFrame } from './PortalFrame';

const handle = (name: string, foldNavigation?: boolean): RouteHandle => ({
  name,
  meta: { title: name, ...(foldNavigation ? { foldNavigation } : {}) },
});

/** A portal with a desk screen and a scan screen whose route folds the navigation away. */
const open = (path: string) =>
  renderRoutes(
    [
      {
        path: '/warehouse',
        element: <PortalFrame portal="warehouse" userMenu={() => null} />,
        children: [
          { path: 'Desk', handle: handle('Desk'), element: <p>desk screen</p> },
          { path: 'Pick', handle: handle('Pick', true), element: <p>pick screen</p> },
        ],
      },
    ],
    path,
  );

beforeAll(() => initI18n('en-US'));
afterEach(cleanup);

describe('the portal frame on a 1024 x 768 tablet', () => {
  it('keeps the sidebar on a desk screen', async () => {
    atWidth(1024);
    open('/warehouse/Desk');
    await screen.findByText('desk screen');
    expect(screen.queryByTestId('sidebar')).not.toBeNull();
  });

  it('folds the navigation away on a scan screen, and its menu button opens it', async () => {
    atWidth(1024);
    open('/warehouse/Pick');
    await screen.findByText('pick screen');
    expect(screen.queryByTestId('sidebar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open or close the menu' }));
    expect(await screen.findByRole('dialog', { name: 'Warehouse portal' })).toBeTruthy();
  });
});
