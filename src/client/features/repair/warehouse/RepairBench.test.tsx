import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offlineDb } from '../../../offline/db';
import { openRepairWork as open, prepareTablet, queued, WARE, WORK } from './test-kit';

/**
 * The bench of RepireManage: the after photo taken (kept on the tablet by its hash: the photo store is
 * replaced here, jsdom's files having no bytes to hash), the result and QC queued after the photo, and
 * a pair that cannot be repaired confirmed first.
 */
const AFTER = 'b'.repeat(64);
const BEFORE = 'c'.repeat(64);
vi.mock('../../../offline/photos', () => ({
  preparePhotoCheck: () => undefined,
  storePhoto: vi.fn(async (_blob: Blob, name: string) => {
    // The real store refuses a file that is not a picture by its content.
    if (name.endsWith('.pdf')) throw new Error('Only JPG, PNG, WebP or GIF pictures');
    return name.startsWith('before') ? BEFORE : AFTER;
  }),
  usePhotoUrl: (hash: string | undefined) => (hash === AFTER || hash === BEFORE ? `blob:${hash}` : undefined),
}));

const fetchMock = vi.fn<typeof fetch>();
prepareTablet(fetchMock);

describe('the repair bench', () => {
  it('a repaired pair needs an after photo; with one, its photo and result are queued in that order', async () => {
    const user = userEvent.setup();
    const { container } = open('/warehouse/RepireManage?pair=5-10000002');
    const bench = await screen.findByTestId('repair-bench');
    await user.click(within(bench).getByTestId('bench-save'));
    expect(within(bench).getByText('A repaired pair needs an after photo.')).toBeTruthy();
    expect(await queued()).toEqual([]);
    const picture = new File(['after'], 'after.jpg', { type: 'image/jpeg' });
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, picture);
    await within(bench).findByTestId('bench-photo');
    await user.click(within(bench).getByTestId('bench-save'));
    await waitFor(async () => expect(await queued()).toHaveLength(2));
    const [photo, result] = await offlineDb.outbox.orderBy('seq').toArray();
    expect(photo).toMatchObject({
      type: 'repair.photo',
      payload: { batchId: 5, oneId: '10000002', kind: 'after' },
    });
    expect(photo.photoHashes).toHaveLength(1);
    expect(result).toMatchObject({
      type: 'repair.result',
      dependsOn: photo.opId,
      payload: { batchId: 5, oneId: '10000002', result: 'success', qc: 'pass', remark: '' },
    });
    expect(await screen.findByText('10000001')).toBeTruthy();
    expect((await offlineDb.repairWork.get([5, '10000002']))?.tab).toBe('completed');
  });

  it('a pair that cannot be repaired is confirmed first with the spec warning', async () => {
    const user = userEvent.setup();
    open('/warehouse/RepireManage?pair=5-10000002');
    const bench = await screen.findByTestId('repair-bench');
    await user.click(within(bench).getByRole('radio', { name: 'Cannot be repaired' }));
    await user.click(within(bench).getByRole('radio', { name: 'Failed' }));
    await user.click(within(bench).getByTestId('bench-save'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/The current item cannot be repaired or repair failed, please confirm again/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm not repaired' }));
    await waitFor(async () =>
      expect(await queued()).toEqual([
        [
          'repair.result',
          { batchId: 5, oneId: '10000002', result: 'failure', qc: 'fail', remark: '', wareId: WARE },
        ],
      ]),
    );
  });

  it('refuses a photo over 10M or not a picture, with the reason, and keeps nothing', async () => {
    const user = userEvent.setup();
    const { container } = open('/warehouse/RepireManage?pair=5-10000002');
    const bench = await screen.findByTestId('repair-bench');
    const input = () => container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(
      input(),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() =>
      expect(within(bench).getByTestId('camera-message').textContent).toBe('Picture size cannot exceed 10M'),
    );
    await user.upload(input(), new File(['%PDF'], 'label.pdf', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(within(bench).getByTestId('camera-message').textContent).toBe(
        'Only JPG, PNG, WebP or GIF pictures',
      ),
    );
    expect(within(bench).queryByTestId('bench-photo')).toBeNull();
  });

  it('a pair without a before photo gets one first, queued before the after photo and the result', async () => {
    await offlineDb.repairWork.bulkPut(
      WORK.map((w) => ({ ...w, beforePhotos: [], fetchedAt: '2026-12-02T09:05:00.000Z' })),
    );
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    const { container } = open('/warehouse/RepireManage?pair=5-10000002');
    const bench = await screen.findByTestId('repair-bench');
    expect(within(bench).getByTestId('before-guide').textContent).toMatch(/no before photo: take one first/);
    expect(within(bench).queryByTestId('capture-after')).toBeNull();
    const input = () => container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input(), new File(['b'], 'before.jpg', { type: 'image/jpeg' }));
    await within(bench).findByTestId('capture-after');
    await user.upload(input(), new File(['a'], 'after.jpg', { type: 'image/jpeg' }));
    await within(bench).findByTestId('bench-photo');
    await user.click(within(bench).getByTestId('bench-save'));
    await waitFor(async () =>
      expect(await queued()).toEqual([
        ['repair.photo', { batchId: 5, oneId: '10000002', kind: 'before', photos: [BEFORE], wareId: WARE }],
        ['repair.photo', { batchId: 5, oneId: '10000002', kind: 'after', photos: [AFTER], wareId: WARE }],
        [
          'repair.result',
          { batchId: 5, oneId: '10000002', result: 'success', qc: 'pass', remark: '', wareId: WARE },
        ],
      ]),
    );
  });
});
