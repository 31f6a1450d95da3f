import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../../tests/client/support/seller-screen-kit';
import {
  bulkScreenTests,
  fetchMock,
  listedOutcome,
  refusedOutcome,
  answerOf,
  bodiesOf,
  batches,
  answer,
  PATH,
  show,
  commonRow,
  pairRow,
  pairIds,
  confirmButton,
  fill,
  stockxForAll,
  ownTermsFor2,
} from '../../../../../tests/client/support/bulk-listing-kit';

/** bulklisting's Confirm: one request per batch and its key on a resend, the outcomes per pair, the 100-pair rule. */
bulkScreenTests();

describe('sending a bulklisting batch', () => {
  it('confirms the batch in one request whose key a resend after a lost answer keeps', async () => {
    let calls = 0;
    answer(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return ok(answerOf([listedOutcome('10000001'), listedOutcome('10000002')]), '2 listed, 0 refused');
    });
    const user = userEvent.setup();
    show();
    await stockxForAll(user);
    await ownTermsFor2(user);
    await user.click(confirmButton());
    await screen.findByTestId('create-refused');
    const [first] = batches();
    expect(first).toEqual({
      requestKey: expect.stringMatching(/^rk-/),
      items: [
        {
          requestKey: expect.stringMatching(/^rk-/),
          oneId: '10000001',
          listings: [
            {
              marketplace: 'stockx',
              priceCents: 25_000,
              bottomLineCents: 20_000,
              minimumPayoutCents: 18_000,
              autoPricing: true,
            },
          ],
        },
        {
          requestKey: expect.stringMatching(/^rk-/),
          oneId: '10000002',
          listings: [expect.objectContaining({ marketplace: 'stockx', priceCents: 40_000 })],
        },
      ],
    });
    expect(new Set([first.requestKey, ...first.items.map((i) => i.requestKey)]).size).toBe(3);
    expect(pairIds()).toEqual(['10000001', '10000002', '10000003']);

    await user.click(confirmButton());
    await screen.findByTestId('bulk-outcomes');
    expect(batches()).toHaveLength(2);
    expect(batches()[1]).toEqual(first);
    expect(notifications.show).toHaveBeenCalledWith({ color: 'green', message: '2 listed, 0 refused' });
  });
  it('sends a changed batch with a new key, each pair keeping its own', async () => {
    answer(() => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    show();
    await stockxForAll(user);
    await ownTermsFor2(user);
    await user.click(confirmButton());
    await screen.findByTestId('create-refused');
    await fill(user, await commonRow('StockX'), { price: '260' });
    await user.click(confirmButton());
    await waitFor(() => expect(batches()).toHaveLength(2));
    const [first, second] = batches();
    expect(second.requestKey).not.toBe(first.requestKey);
    expect(second.items.map((i) => i.requestKey)).toEqual(first.items.map((i) => i.requestKey));
  });
  it('lists the outcome of each pair: listed pairs leave, refused ones stay with the reason', async () => {
    const busy = 'StockX is busy or unavailable right now; try again in a minute';
    let calls = 0;
    answer(() => {
      calls += 1;
      return calls === 1
        ? ok(answerOf([listedOutcome('10000001'), refusedOutcome('10000002', busy)]), '1 listed, 1 refused')
        : ok(answerOf([listedOutcome('10000002')]), '1 listed, 0 refused');
    });
    const user = userEvent.setup();
    show();
    await stockxForAll(user);
    await ownTermsFor2(user);
    await user.click(confirmButton());

    const outcomes = await screen.findByTestId('bulk-outcomes');
    expect(within(outcomes).getByText('1 listed, 1 refused')).toBeTruthy();
    const [listed, refused] = within(outcomes).getAllByTestId('bulk-outcome');
    expect(listed.textContent).toContain('Listed');
    expect(within(listed).getByRole('link', { name: /StockX/ })).toHaveProperty(
      'pathname',
      '/business/cross-listing/detail',
    );
    expect(refused.textContent).toContain('Refused');
    expect(refused.textContent).toContain(busy);
    expect(pairIds()).toEqual(['10000002', '10000003']);
    expect(within(pairRow('10000002')).getByTestId('pair-refused').textContent).toBe(busy);
    // Its own terms stay: it is sent again as it was, alone, under its own key.
    expect(within(pairRow('10000002')).getByTestId('line-stockx').textContent).toContain('$400.00');
    expect(confirmButton().textContent).toBe('List 1 pair');
    expect(notifications.show).toHaveBeenCalledWith({ color: 'yellow', message: '1 listed, 1 refused' });

    await user.click(confirmButton());
    await waitFor(() => expect(pairIds()).toEqual(['10000003']));
    const [first, second] = batches();
    expect(second.requestKey).not.toBe(first.requestKey);
    expect(second.items).toEqual([first.items[1]]);
  });
  it('refuses more than 100 pairs with the rule, asking nothing of the server', async () => {
    answer();
    const user = userEvent.setup();
    const many = Array.from({ length: 101 }, (_, i) => String(10_000_100 + i));
    show(many);
    const alert = await screen.findByTestId('batch-too-large');
    expect(alert.textContent).toContain('At most 100 products per listing batch');
    expect(alert.textContent).toContain('You chose 101 pairs; a batch takes at most 100.');
    expect(screen.getByRole('button', { name: 'Continue with 101 pairs' })).toHaveProperty('disabled', true);
    expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('/listing/bulk/'))).toBe(false);

    // Down to 100 in the box, the batch goes on to its terms.
    const box = screen.getByLabelText(/ONE IDs/);
    await user.clear(box);
    await user.click(box);
    await user.paste(many.slice(0, 100).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Continue with 100 pairs' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain(many[99]));
    await waitFor(() => expect(bodiesOf('/listing/bulk/items')).toHaveLength(1));
    expect((bodiesOf('/listing/bulk/items')[0].oneIds as string[]).length).toBe(100);
  });
  it('shows the pairs picked again in the inventory, past 100 refused, in place of the earlier ones', async () => {
    answer();
    const { router } = show(['10000001']);
    await screen.findAllByTestId('bulk-item');
    const many = Array.from({ length: 120 }, (_, i) => String(10_000_100 + i));
    await act(() => router.navigate(`${PATH}?oneIds=${many.join(',')}`));
    expect((await screen.findByTestId('batch-too-large')).textContent).toContain('You chose 120 pairs');
    expect(screen.getByLabelText(/ONE IDs/)).toHaveProperty('value', many.join('\n'));
  });
});
