import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ForecastKind, ForecastStatus, ParcelStatus } from '../../../domain/inbound/rules';
import { anItem } from '../../../../tests/client/support/offline-rows';
import { tooSmallToTouch, touchTargetsIn } from '../../../../tests/client/support/touch-targets';
import { atWidth } from '../../../../tests/client/support/viewport';
import { fake } from '../../../../tests/client/support/inspection-fakes';
import { offlineDb } from '../../offline/db';

/** The offline engine is replaced by plain fakes, as in InspectionScreen.test.tsx. */
vi.mock('../../offline/local-queries', async () =>
  (await import('../../../../tests/client/support/inspection-fakes')).fakeLocalQueries(),
);
vi.mock('../../offline/outbox', async () =>
  (await import('../../../../tests/client/support/inspection-fakes')).fakeOutbox(),
);
vi.mock('../../offline/one-id-pool', async () =>
  (await import('../../../../tests/client/support/inspection-fakes')).fakeOneIdPool(),
);
vi.mock('../../offline/photos', async () =>
  (await import('../../../../tests/client/support/inspection-fakes')).fakePhotos(),
);
vi.mock('./barcode', () => ({ drawCode128: () => true }));

const {
  aForecast,
  chooseParcel,
  renderScreen,
  startEachTestWithAReceivedParcel,
  submitButton,
  typeAsPerson,
} = await import('../../../../tests/client/support/inspection-screen-kit');

startEachTestWithAReceivedParcel();

describe('inspection screen on a tablet', () => {
  it('gives every button, tab, link and field at least 44 px to touch', async () => {
    atWidth(1024);
    // Typical data: two pages of received parcels, one of them a platform return with its items.
    fake.forecasts.push(
      ...Array.from({ length: 12 }, (_, i) => aForecast({ id: 10 + i, logNo: `TNRECEIVED${20 + i}` })),
      aForecast({
        id: 30,
        logNo: 'TNRETURN0001',
        kind: ForecastKind.platformReturn,
        status: ForecastStatus.platformReturned,
        parcelStatus: ParcelStatus.platformReturned,
        items: [],
      }),
    );
    await offlineDb.items.bulkPut([
      anItem({ id: 501, wareId: 7, oneId: '10000061', logNo: 'TNRETURN0001', checkResult: null }),
      anItem({ id: 502, wareId: 7, oneId: '10000062', logNo: 'TNRETURN0001', checkResult: null }),
    ]);
    try {
      const user = userEvent.setup();
      const { container } = renderScreen();
      await chooseParcel(user, 'TNRECEIVED01');
      // One item inspected (its label, a recent SKU), the next picked with a photo taken.
      await user.click(screen.getAllByTestId('inspection-line')[0]);
      await user.click(screen.getByRole('radio', { name: 'Qualified' }));
      await user.click(submitButton());
      await screen.findByTestId('inspected-label');
      await user.click(screen.getAllByTestId('inspection-line')[0]);
      const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shoe.png', { type: 'image/png' });
      await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, picture);
      await screen.findByTestId('photo-thumbnail');
      const grades = within(screen.getByTestId('grade-picker')).getAllByRole('radio');
      const targets = touchTargetsIn(document.body);
      // Camera, search, 12 parcels and the pager (4); the label's ONE ID, close and print; the 2
      // lines and Extra item; SKU, a recent SKU, size, 8 grades, remark, Add reason; the photo
      // buttons and the photo's remove; Submit.
      expect(grades).toHaveLength(8);
      expect(screen.getByRole('button', { name: 'Remove photo 1' })).toBeTruthy();
      expect(targets.length).toBeGreaterThanOrEqual(38);
      expect(tooSmallToTouch(targets)).toEqual([]);

      await typeAsPerson(screen.getByLabelText('Parcels awaiting inspection'), 'TNRETURN');
      await chooseParcel(user, 'TNRETURN0001');
      await waitFor(() => expect(screen.getAllByTestId('return-item')).toHaveLength(2));
      expect(tooSmallToTouch(touchTargetsIn(document.body))).toEqual([]);
    } finally {
      await offlineDb.items.clear();
    }
  });
});
