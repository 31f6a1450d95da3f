import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MarketplaceKind } from '../../../../domain/wallet/fees';
import type { PlatformFeeRow } from '../../../../domain/wallet/fees';
import { initI18n } from '../../../i18n/setup';
import {
  fakeAdminApi,
  renderWithProviders,
  signInAdmin,
} from '../../../../../tests/client/support/admin-test-kit';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { PlatformFeesScreen } from './PlatformFeesScreen';

spyOnNotifications();

/** A marketplace server that keeps a saved fee; the B2B platform is fixed at 0%. */
function fakePlatforms() {
  const rows: PlatformFeeRow[] = [
    {
      code: 'stockx',
      name: 'StockX',
      kind: MarketplaceKind.resale,
      feeBasisPoints: 900,
      locked: false,
      gmtModify: '2026-01-01T00:00:00.000Z',
    },
    {
      code: 'b2b',
      name: 'B2B platform',
      kind: MarketplaceKind.b2b,
      feeBasisPoints: 0,
      locked: true,
      gmtModify: '2026-01-01T00:00:00.000Z',
    },
  ];
  return fakeAdminApi({
    '/fee/platform/list': () => ({ data: rows }),
    '/fee/platform/update': (body) => {
      const { code, feePercent } = body as { code: string; feePercent: string };
      const row = rows.find((r) => r.code === code) as PlatformFeeRow;
      row.feeBasisPoints = Math.round(Number(feePercent) * 100);
      return { data: row };
    },
  });
}

const platform = (code: string) => document.querySelector(`tr[data-platform="${code}"]`) as HTMLElement;

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Fee/Platform', () => {
  it("changes a marketplace's fee, while the B2B platform stays fixed at 0% with nothing to edit", async () => {
    signInAdmin();
    const api = fakePlatforms();
    renderWithProviders(<PlatformFeesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the fee of StockX' }));
    const field = within(await screen.findByRole('dialog')).getByLabelText('Fee (% of the sale price)', {
      exact: false,
    });
    await userEvent.clear(field);
    await userEvent.type(field, '10.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/fee/platform/update')[0].body).toEqual({ code: 'stockx', feePercent: '10.5' });
    await waitFor(() => expect(platform('stockx').textContent).toContain('10.5%'));
    expect(platform('b2b').textContent).toContain('Fixed at 0%');
    expect(within(platform('b2b')).queryAllByRole('button')).toHaveLength(0);
  });

  it('reads in Chinese', async () => {
    await i18next.changeLanguage('zh-CN');
    try {
      signInAdmin();
      fakePlatforms();
      renderWithProviders(<PlatformFeesScreen />);
      expect(await screen.findByRole('heading', { name: '平台费率' })).toBeTruthy();
      await waitFor(() => expect(platform('b2b').textContent).toContain('固定为 0%'));
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });
});
