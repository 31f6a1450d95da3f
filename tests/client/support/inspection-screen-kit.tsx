import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { ForecastKind, ForecastStatus, ParcelStatus } from '../../../src/domain/inbound/rules';
import { BURST_GAP_MS } from '../../../src/client/components/scan/burst-detector';
import { InspectionScreen } from '../../../src/client/features/inspection/InspectionScreen';
import { initI18n, loadLocale } from '../../../src/client/i18n/setup';
import type { LocalForecast } from '../../../src/client/offline/types';
import { useSession } from '../../../src/client/stores/session';
import { fake } from './inspection-fakes';

/**
 * The inspection screen's test files (src/client/features/inspection/InspectionScreen*.test.tsx):
 * a received forecast, the screen in its route, and the steps an inspector takes. The files mock the
 * offline engine with ./inspection-fakes.ts before importing this kit.
 */
export const HASH_A = 'a'.repeat(64);

export function aForecast(
  over: Partial<LocalForecast> & { logNo: string; parcelStatus?: number },
): LocalForecast {
  const { logNo, parcelStatus = ParcelStatus.received, ...rest } = over;
  return {
    id: 1,
    wareId: 7,
    kind: ForecastKind.forecast,
    status: ForecastStatus.received,
    remark: '',
    shopInfo: { id: 5, uid: 'S000005', realname: 'Sneaker Sam' },
    parcels: [{ id: 11, logNo, status: parcelStatus, gmtReceived: '2025-01-02 10:00:00', cancelled: false }],
    items: [
      {
        id: 101,
        sku: 'DD1391-100',
        brand: 'Nike',
        name: 'Dunk Low Panda',
        size: '9',
        quantity: 2,
        inspected: 0,
      },
      { id: 102, sku: 'HP7870', brand: 'adidas', name: 'Samba OG', size: '10', quantity: 1, inspected: 1 },
    ],
    updatedAt: '2025-01-02T10:00:00Z',
    logNos: [logNo],
    ...rest,
  };
}

export const screenTree = () => (
  <MantineProvider>
    <MemoryRouter initialEntries={['/warehouse/CodeWarehousing/Inspection']}>
      <Routes>
        <Route path="/warehouse/CodeWarehousing/Inspection/:pageNo?" element={<InspectionScreen />} />
      </Routes>
    </MemoryRouter>
  </MantineProvider>
);

export function renderScreen() {
  return render(screenTree());
}

export async function chooseParcel(user: ReturnType<typeof userEvent.setup>, logNo: string) {
  await user.click(within(screen.getByTestId('awaiting-parcels')).getByText(logNo));
  await screen.findByTestId('chosen-parcel');
}

export const submitButton = () => screen.getByRole('button', { name: 'Submit inspection' });

/**
 * Types as an inspector does, keys more than BURST_GAP_MS apart. At user-event's default pace
 * (keys 1-30 ms apart in jsdom) the screen's scan listener took the typing for a scanner burst:
 * it held the keys back and gave them, 35 ms after the last one, to whatever field had focus by
 * then. The test had already moved on to the file input or Submit, so the held keys went nowhere
 * and the remark was queued short ("corner de", "corn"): racy, 1 run in 3-6.
 */
export async function typeAsPerson(element: Element, text: string) {
  await userEvent.setup({ delay: BURST_GAP_MS + 20 }).type(element, text);
}

/**
 * Each test of the file starts in English with a received parcel (TNRECEIVED01) and a scheduled one,
 * the catalogue's Dunk Low Panda, a ONE ID in the pool, and the tablet in warehouse 7.
 */
export function startEachTestWithAReceivedParcel(): void {
  beforeAll(async () => {
    await loadLocale('en-US', ['common', 'inspection', 'inbound']);
    initI18n('en-US');
  });
  beforeEach(() => {
    fake.forecasts = [
      aForecast({ logNo: 'TNRECEIVED01' }),
      aForecast({
        id: 2,
        logNo: 'TNSCHEDULED1',
        parcelStatus: ParcelStatus.scheduled,
        status: ForecastStatus.scheduled,
      }),
    ];
    fake.ops = [];
    fake.skus = [
      {
        id: 1,
        sku: 'DD1391-100',
        brand: 'Nike',
        name: 'Dunk Low Panda',
        sizes: ['9', '10'],
        image: '',
        status: 1,
        gmtModify: '',
        updatedAt: '',
      },
    ];
    fake.enqueueOp.mockReset().mockResolvedValue({ opId: 'op-1' });
    fake.takeOneId.mockReset().mockResolvedValue('100000123');
    fake.storePhoto.mockReset().mockResolvedValue(HASH_A);
    localStorage.clear();
    useSession.setState({ headerWareId: 7 });
  });
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    cleanup();
    window.matchMedia = realMatchMedia;
  });
}
