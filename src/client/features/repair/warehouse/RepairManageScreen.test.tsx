import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offlineDb } from '../../../offline/db';
import { openRepairWork as open, prepareTablet, queued, scanBurst, WARE, WORK } from './test-kit';

/**
 * RepireManage on a tablet, with the real outbox and offline database (no sync engine runs, so the
 * ops wait as they do offline): the work cached from the server, a scan that picks, the bench's
 * result and QC, and a task completed with pairs not repaired only after a warning.
 */
const fetchMock = vi.fn<typeof fetch>();
prepareTablet(fetchMock);

describe('the repair work on a tablet', () => {
  it('keeps the work of every tab on the tablet, with each tab counted', async () => {
    open();
    await screen.findByText('10000001');
    await waitFor(async () => expect(await offlineDb.repairWork.count()).toBe(3));
    expect(screen.getByRole('tab', { name: /Pending repair/ }).textContent).toMatch(/1$/);
    expect(screen.getByTestId('repair-task').textContent).toMatch(/3 pairs · 2 to repair/);
  });

  it('offline, shows the copy the tablet holds and says when it was read', async () => {
    await offlineDb.repairWork.bulkPut(WORK.map((w) => ({ ...w, fetchedAt: '2026-12-02T09:05:00.000Z' })));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    open();
    await screen.findByText('10000001');
    expect((await screen.findByTestId('work-freshness')).textContent).toMatch(
      /^Offline: the work as read at 2026-12-02/,
    );
  });

  it('a scanned ONE ID of the task is picked at once and opens on the bench; another is a loud error', async () => {
    open();
    await screen.findByText('10000001');
    scanBurst('10000009');
    await waitFor(() =>
      expect(screen.getByTestId('scan-result').textContent).toMatch(
        /10000009 is in none of this warehouse's repair tasks/,
      ),
    );
    expect(screen.getByTestId('scan-result').dataset.status).toBe('error');
    expect(await queued()).toEqual([]);
    scanBurst('10000001');
    const bench = await screen.findByTestId('repair-bench');
    expect(bench.dataset.oneId).toBe('10000001');
    expect(await queued()).toEqual([
      ['repair.pick', { batchId: 5, oneId: '10000001', photos: [], wareId: WARE }],
    ]);
    expect((await offlineDb.repairWork.get([5, '10000001']))?.tab).toBe('pendingRepair');
    expect(within(bench).getByTestId('before-guide').textContent).toMatch(/same angle as the before photo/);
  });

  it('completing a task with pairs not repaired warns first, then queues it confirmed', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByTestId('complete-task'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/2 pairs of RB00000005 have not been repaired/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await queued()).toEqual([]);
    await user.click(screen.getByTestId('complete-task'));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Complete task' }),
    );
    await waitFor(async () =>
      expect(await queued()).toEqual([
        ['repair.completeBatch', { batchId: 5, confirmUnrepaired: true, wareId: WARE }],
      ]),
    );
  });
});
