import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PICTURE_MAX_BYTES } from '../../../domain/kernel/files';
import type { QueuedOp } from '../../offline/types';
import { initI18n, loadLocale } from '../../i18n/setup';
import { scanAtOnce } from '../../../../tests/client/support/scanner';
import { fake } from '../../../../tests/client/support/inspection-fakes';

/** The offline engine is replaced by plain fakes: this file tests the screen, not the outbox. */
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

const { OneIdPoolEmptyError } = await import('../../offline/one-id-pool');
const {
  HASH_A,
  chooseParcel,
  renderScreen,
  screenTree,
  startEachTestWithAReceivedParcel,
  submitButton,
  typeAsPerson,
} = await import('../../../../tests/client/support/inspection-screen-kit');

startEachTestWithAReceivedParcel();

describe('inspection screen', () => {
  it('lists only received parcels still awaiting inspection, and shows each expected item with its inspected count', async () => {
    const user = userEvent.setup();
    renderScreen();
    const list = screen.getByTestId('awaiting-parcels');
    expect(within(list).getByText('TNRECEIVED01')).toBeTruthy();
    expect(within(list).queryByText('TNSCHEDULED1')).toBeNull();
    expect(within(list).getByText('2 of 3 left')).toBeTruthy();
    await chooseParcel(user, 'TNRECEIVED01');
    const counts = screen.getAllByTestId('line-count').map((b) => b.textContent);
    expect(counts).toEqual(['0/2 inspected', '1/1 inspected']);
  });

  it('offers the eight grades in the spec order', async () => {
    const user = userEvent.setup();
    renderScreen();
    await chooseParcel(user, 'TNRECEIVED01');
    const grades = within(screen.getByTestId('grade-picker')).getAllByRole('radio');
    expect(grades.map((g) => g.closest('div')?.textContent)).toEqual([
      'Qualified',
      'Box slightly damaged',
      'Box badly damaged',
      'No original box',
      'Missing lid',
      'Missing pair',
      'Shoe defects',
      'Fake',
    ]);
  });

  it('refuses to submit without an item and a grade, naming each field, and takes no ONE ID', async () => {
    const user = userEvent.setup();
    renderScreen();
    await chooseParcel(user, 'TNRECEIVED01');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getAllByTestId('inspection-line')[0]);
    await user.click(submitButton());
    expect(await screen.findByText('Choose a grade')).toBeTruthy();
    expect(fake.takeOneId).not.toHaveBeenCalled();
    expect(fake.enqueueOp).not.toHaveBeenCalled();
  });

  it('queues one inspectItem op with the pooled ONE ID and the photo hashes, shows the ONE ID and resets the form', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen();
    await chooseParcel(user, 'TNRECEIVED01');
    await user.click(screen.getAllByTestId('inspection-line')[0]);
    await user.click(screen.getByRole('radio', { name: 'Box slightly damaged' }));
    await typeAsPerson(screen.getByLabelText('Check remark'), 'corner dent');
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shoe.png', { type: 'image/png' });
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, picture);
    await screen.findByTestId('photo-thumbnail');
    await user.click(submitButton());

    expect(await screen.findByTestId('one-id')).toHaveProperty('textContent', '100000123');
    expect(fake.enqueueOp).toHaveBeenCalledWith(
      'inspectItem',
      {
        logNo: 'TNRECEIVED01',
        packItemId: 101,
        sku: 'DD1391-100',
        size: '9',
        grade: 5,
        checkRemark: 'corner dent',
        photos: [HASH_A],
        oneId: '100000123',
      },
      { photoHashes: [HASH_A] },
    );
    expect(screen.queryByTestId('photo-thumbnail')).toBeNull();
    expect((screen.getByLabelText('Check remark') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Print label' })).toBeTruthy();
  });

  it('keeps everything entered when the tablet has no ONE ID left, and says so', async () => {
    fake.takeOneId.mockRejectedValue(new OneIdPoolEmptyError());
    const user = userEvent.setup();
    renderScreen();
    await chooseParcel(user, 'TNRECEIVED01');
    await user.click(screen.getAllByTestId('inspection-line')[0]);
    await user.click(screen.getByRole('radio', { name: 'Qualified' }));
    await typeAsPerson(screen.getByLabelText('Check remark'), 'clean pair');
    await user.click(submitButton());

    expect((await screen.findByTestId('inspection-refusal')).textContent).toContain(
      'No ONE ID left on this tablet',
    );
    expect(fake.enqueueOp).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Check remark') as HTMLTextAreaElement).value).toBe('clean pair');
    expect((screen.getByRole('radio', { name: 'Qualified' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('one-id')).toBeNull();
  });

  it('refuses a picture over 10 MB before storing it, and stops adding at 12 photos', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen();
    await chooseParcel(user, 'TNRECEIVED01');
    await user.click(screen.getAllByTestId('inspection-line')[0]);
    const input = () => container.querySelector('input[type=file]') as HTMLInputElement;
    const huge = new File([new Uint8Array(PICTURE_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(input(), huge);
    expect((await screen.findByTestId('photo-message')).textContent).toBe('Picture size cannot exceed 10M');
    expect(fake.storePhoto).not.toHaveBeenCalled();

    let n = 0;
    fake.storePhoto.mockImplementation(async () => String((n += 1)).padStart(64, '0'));
    const files = Array.from(
      { length: 13 },
      (_, i) => new File([new Uint8Array([i])], `p${i}.png`, { type: 'image/png' }),
    );
    await user.upload(input(), files);
    await waitFor(() => expect(screen.getAllByTestId('photo-thumbnail')).toHaveLength(12));
    expect(screen.getByTestId('photo-message').textContent).toBe(
      'At most 12 photos per item; the others were not added',
    );
    expect((screen.getByRole('button', { name: 'Add pictures' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says an item whose expected quantity is all inspected cannot be inspected again', async () => {
    const user = userEvent.setup();
    renderScreen();
    await chooseParcel(user, 'TNRECEIVED01');
    await user.click(screen.getAllByTestId('inspection-line')[1]);
    expect(screen.getByTestId('item-blocked').textContent).toBe(
      'All 1 of HP7870 size 10 are inspected. A completed inspection cannot be modified.',
    );
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('names an SKU that is not in the catalogue on the tablet and queues nothing', async () => {
    const user = userEvent.setup();
    renderScreen();
    await chooseParcel(user, 'TNRECEIVED01');
    await user.click(screen.getByRole('button', { name: 'Extra item (not announced)' }));
    // The code arrives whole, as from a scanner or a paste: key-by-key typing into the suggestion
    // box failed this test twice in full runs on a loaded machine (never alone).
    await user.click(screen.getByRole('textbox', { name: 'SKU' }));
    await user.paste('NOPE-1');
    expect(screen.getByRole('textbox', { name: 'SKU' })).toHaveProperty('value', 'NOPE-1');
    await user.type(screen.getByRole('textbox', { name: 'Size' }), '9');
    await user.click(screen.getByRole('radio', { name: 'Fake' }));
    expect(await screen.findByText('SKU NOPE-1 is not in the SKU catalogue on this tablet')).toBeTruthy();
    await user.click(submitButton());
    expect(fake.takeOneId).not.toHaveBeenCalled();
    expect(fake.enqueueOp).not.toHaveBeenCalled();
  });

  it('marks queued inspections as waiting to sync and shows the server refusal of the parcel', async () => {
    const op = (state: QueuedOp['state'], reason?: string): QueuedOp => ({
      opId: `op-${state}`,
      deviceId: 'device-1',
      seq: 1,
      userId: 1,
      wareId: 7,
      type: 'inspectItem',
      payload: { logNo: 'TNRECEIVED01', packItemId: 101, sku: 'DD1391-100', size: '9', grade: 1 },
      createdAt: '2025-01-02T10:00:00Z',
      photoHashes: [],
      state,
      attempts: 1,
      ...(reason ? { lastError: { code: 409, reason } } : {}),
    });
    fake.ops = [op('pending'), op('rejected', 'The inspection is completed and cannot be modified')];
    const user = userEvent.setup();
    renderScreen();
    await chooseParcel(user, 'TNRECEIVED01');
    expect(within(screen.getAllByTestId('inspection-line')[0]).getByText('1 waiting to sync')).toBeTruthy();
    expect(screen.getByTestId('rejected-inspections').textContent).toContain(
      'The inspection is completed and cannot be modified',
    );
  });

  describe('a parcel fully inspected and synced (the server has it checked, so it left the cache)', () => {
    const applied = (packItemId: number): QueuedOp => ({
      opId: `op-${packItemId}`,
      deviceId: 'device-1',
      seq: packItemId,
      userId: 1,
      wareId: 7,
      type: 'inspectItem',
      payload: { logNo: 'TNRECEIVED01', packItemId, sku: 'DD1391-100', size: '9', grade: 1 },
      createdAt: '2025-01-02T10:00:00Z',
      photoHashes: [],
      state: 'applied',
      attempts: 1,
    });
    const synced = () => {
      fake.forecasts = fake.forecasts.filter((f) => !f.logNos.includes('TNRECEIVED01'));
      fake.ops = [applied(101), applied(102)];
    };
    const banner = () => screen.getByTestId('scan-result');

    it('says so when the parcel just finished is scanned again, not "Unknown code"', async () => {
      const user = userEvent.setup();
      const view = renderScreen();
      await chooseParcel(user, 'TNRECEIVED01');
      synced();
      // The sync's pull takes the parcel out of the cache: the screen reads its caches again.
      view.rerender(screenTree());
      scanAtOnce('TNRECEIVED01');
      await waitFor(() => expect(banner().textContent).toContain('Parcel TNRECEIVED01 is fully inspected'));
      expect(banner().getAttribute('data-status')).toBe('warn');
      expect(banner().textContent).toContain('nothing is left to inspect');
    });

    it('says so with no parcel chosen, when this tablet inspected it', async () => {
      synced();
      renderScreen();
      scanAtOnce('TNRECEIVED01');
      await waitFor(() => expect(banner().textContent).toContain('Parcel TNRECEIVED01 is fully inspected'));
    });

    it('says so in Chinese', async () => {
      await loadLocale('zh-CN', ['common', 'inspection', 'inbound', 'receiving']);
      initI18n('zh-CN');
      try {
        synced();
        renderScreen();
        scanAtOnce('TNRECEIVED01');
        await waitFor(() => expect(banner().textContent).toContain('包裹 TNRECEIVED01 已全部质检'));
      } finally {
        initI18n('en-US');
      }
    });
  });
});
