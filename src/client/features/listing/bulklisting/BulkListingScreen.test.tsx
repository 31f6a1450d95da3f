import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../../tests/client/render-app';
import { initI18n } from '../../../i18n/setup';
import { useSettings } from '../../../stores/settings';
import { ok } from '../../../../../tests/client/support/seller-screen-kit';
import { tooSmallToTouch, touchTargetsIn } from '../../../../../tests/client/support/touch-targets';
import { atWidth } from '../../../../../tests/client/support/viewport';
import {
  bulkScreenTests,
  listedOutcome,
  answerOf,
  bodiesOf,
  batches,
  answer,
  PATH,
  routes,
  show,
  commonRow,
  pairRow,
  confirmButton,
  fill,
  stockxForAll,
  ownTermsFor2,
} from '../../../../../tests/client/support/bulk-listing-kit';

/** bulklisting's form: terms for every pair and a pair's own, the rules per pair, totals, the ONE IDs, touch and Chinese. */
bulkScreenTests();

describe('the bulklisting screen', () => {
  it("shows each pair's price and payout and the batch's platform fee and payout before confirming", async () => {
    answer();
    const user = userEvent.setup();
    show();
    await stockxForAll(user);
    await ownTermsFor2(user);

    expect(within(pairRow('10000001')).getByTestId('line-stockx').textContent).toContain(
      'StockX: $250.00 · Payout $227.50',
    );
    expect(within(pairRow('10000002')).getByTestId('own-terms-badge').textContent).toBe('Own terms');
    expect(within(pairRow('10000001')).queryByTestId('own-terms-badge')).toBeNull();
    expect(within(pairRow('10000002')).getByTestId('line-stockx').textContent).toContain(
      'StockX: $400.00 · Payout $364.00',
    );
    expect(within(pairRow('10000001')).getByText('Not listed on eBay')).toBeTruthy();
    expect(within(pairRow('10000003')).getByTestId('not-listable').textContent).toContain(
      'is not available and qualified',
    );
    // 9% of $250 and of $400: $22.50 + $36.00 of fees, $227.50 + $364.00 paid out.
    const totals = screen.getByTestId('bulk-totals');
    expect(within(totals).getByTestId('total-pairs').textContent).toBe('Pairs2');
    expect(within(totals).getByTestId('total-listings').textContent).toBe('Listings2');
    expect(within(totals).getByTestId('total-fee').textContent).toBe('Platform fee$58.50');
    expect(within(totals).getByTestId('total-payout').textContent).toBe('Payout$591.50');
    expect(within(totals).getByTestId('total-on-stockx').textContent).toBe(
      'StockX: 2 listings · Fee $58.50 · Payout $591.50',
    );
    expect(confirmButton().textContent).toBe('List 2 pairs');
    expect(bodiesOf('/listing/quote')).toEqual([
      { oneIds: ['10000001', '10000002'], marketplaces: ['stockx', 'ebay'] },
    ]);
  });
  it('keeps a pair on the common terms when its own terms were only looked at', async () => {
    answer();
    const user = userEvent.setup();
    show();
    await stockxForAll(user);
    await user.click(within(pairRow('10000001')).getByRole('button', { name: 'Own terms for 10000001' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(pairRow('10000001')).queryByTestId('own-terms-badge')).toBeNull();
    await fill(user, await commonRow('StockX'), { price: '260' });
    expect(within(pairRow('10000001')).getByTestId('line-stockx').textContent).toContain('StockX: $260.00');
  });
  it('shows the rule each pair breaks at its row and refuses Confirm until it is fixed', async () => {
    answer(() => ok(answerOf([listedOutcome('10000001'), listedOutcome('10000002')])));
    const user = userEvent.setup();
    show();
    await stockxForAll(user);
    // $250 is under 30% of pair 2's $1,000 lowest ask, not of pair 1's $300.
    expect(within(pairRow('10000002')).getByTestId('line-stockx').textContent).toContain(
      'The selling price cannot be below 30% of the lowest price',
    );
    expect(within(pairRow('10000001')).getByTestId('line-stockx').textContent).not.toContain('cannot');
    await user.click(confirmButton());
    expect(screen.getByTestId('bulk-faulty').textContent).toBe(
      '1 pair breaks a listing rule: fix its terms or remove it',
    );

    await fill(user, await commonRow('StockX'), { price: '9.99' });
    expect(within(await commonRow('StockX')).getByText('The price cannot be below $10.00')).toBeTruthy();
    expect(within(pairRow('10000001')).getByTestId('line-stockx').textContent).toContain(
      'The price cannot be below $10.00',
    );
    await user.click(confirmButton());
    expect(screen.getByTestId('bulk-faulty').textContent).toContain('2 pairs break a listing rule');
    expect(batches()).toEqual([]);

    await fill(user, await commonRow('StockX'), { price: '250' });
    await ownTermsFor2(user);
    await user.click(confirmButton());
    await waitFor(() => expect(batches()).toHaveLength(1));
    expect(screen.queryByTestId('bulk-faulty')).toBeNull();
  });
  it('asks for the platform price, bottom line and minimum payout of every chosen marketplace', async () => {
    answer();
    const user = userEvent.setup();
    show();
    const ebay = await commonRow('eBay');
    await user.click(confirmButton());
    expect(within(ebay).getByText('Enter the platform price')).toBeTruthy();
    expect(within(ebay).getByText('Enter a bottom line price above 0')).toBeTruthy();
    expect(within(ebay).getByText('Enter the minimum payout')).toBeTruthy();
    expect(within(pairRow('10000001')).getByTestId('line-ebay').textContent).toContain(
      'Enter the platform price',
    );
    expect(batches()).toEqual([]);
  });
  it('takes typed ONE IDs, and goes back to them to change the pairs', async () => {
    answer();
    const user = userEvent.setup();
    renderRoutes(routes, PATH);
    await user.type(screen.getByLabelText(/ONE IDs/), '10000001, 10000002 10000001');
    await user.click(screen.getByRole('button', { name: 'Continue with 2 pairs' }));
    await screen.findAllByTestId('bulk-item');
    expect(screen.getByTestId('where').textContent).toBe(`${PATH}?oneIds=10000001%2C10000002`);
    await user.click(within(pairRow('10000001')).getByRole('button', { name: 'Remove 10000001' }));
    await user.click(screen.getByRole('button', { name: 'Change the pairs' }));
    expect(screen.getByLabelText(/ONE IDs/)).toHaveProperty('value', '10000002\n10000003');
  });
  it('gives every button, link and field at least 44 px to touch on a tablet', async () => {
    cleanup();
    atWidth(1024);
    answer();
    const user = userEvent.setup();
    show();
    await commonRow('StockX');
    await screen.findAllByTestId('bulk-item');
    const targets = touchTargetsIn(document.body);
    // Change the pairs; each of 2 marketplaces' box, 3 fields and auto-pricing; 3 ONE IDs, 2 Set own
    // terms, 3 Remove, Cancel and Confirm.
    expect(targets.length).toBeGreaterThanOrEqual(21);
    expect(tooSmallToTouch(targets)).toEqual([]);

    await user.click(within(pairRow('10000001')).getByRole('button', { name: 'Own terms for 10000001' }));
    const dialog = await screen.findByRole('dialog');
    expect(tooSmallToTouch(touchTargetsIn(dialog))).toEqual([]);
  });
  it('says it in Chinese for a Chinese seller', async () => {
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    answer();
    show();
    await screen.findAllByTestId('bulk-item');
    expect(screen.getByRole('heading', { name: '批量上架' })).toBeTruthy();
    expect(screen.getByText('所有商品的条件')).toBeTruthy();
    expect(screen.getByTestId('bulk-totals').textContent).toContain('确认前请核对');
    await within(pairRow('10000001')).findByTestId('line-stockx');
    expect(screen.getByRole('button', { name: '上架 2 件' })).toBeTruthy();
  });
});
