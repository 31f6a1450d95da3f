import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import {
  backToEnglish,
  bodiesSent,
  freshScreen,
  ok,
  onePage,
  signIn,
} from '../../../../../tests/client/support/seller-screen-kit';
import { aCandidate, aShopProduct, aShopStatus } from '../../../../../tests/fixtures/shop-views';
import { NamedPermission } from '../../../../domain/kernel/permissions';
import type { SaveShopProductRequest } from '../../../../domain/sourcing/shop-products';
import { initI18n } from '../../../i18n/setup';
import { TiktokShopScreen } from './TiktokShopScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const NEW_HASH = 'b'.repeat(64);
const taken = {
  ok: true,
  problem: null,
  message: null,
  format: 'png',
  width: 1200,
  height: 1200,
  bytes: 300_000,
  hash: NEW_HASH,
  url: `/api/business/files/${NEW_HASH}`,
};
const tooSmall = {
  ...taken,
  ok: false,
  problem: 'tooSmall',
  message: 'The image is 200×200 px: the shop needs at least 300×300 px',
  width: 200,
  height: 200,
  hash: null,
  url: null,
};
/** The answers to the save, in turn (the last one repeats). */
let saveAnswers: Response[] = [];

function answer() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/sourcing/shop/status')) return ok(aShopStatus());
    if (url.endsWith('/sourcing/shop/products/list')) return onePage([aShopProduct()]);
    if (url.endsWith('/sourcing/shop/candidates'))
      return ok([aCandidate(), aCandidate({ sku: 'DD1391-100', name: 'Dunk Low', productId: 11 })]);
    if (url.endsWith('/sourcing/shop/images')) {
      const file = (init?.body as FormData).get('file') as File;
      return file.name === 'small.jpg'
        ? jsonAnswer({ code: 400, msg: tooSmall.message, data: tooSmall }, 400)
        : ok(taken);
    }
    if (url.endsWith('/sourcing/shop/products/save'))
      return saveAnswers.length > 1 ? saveAnswers.shift()! : saveAnswers[0].clone();
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

const routes = underWhere([
  { path: 'business/tiktok-shop', element: <TiktokShopScreen /> },
  { path: '*', element: null },
]);
const show = () => renderRoutes(routes, '/business/tiktok-shop');
const sent = () => bodiesSent<SaveShopProductRequest>(fetchMock, '/sourcing/shop/products/save');

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  freshScreen(fetchMock);
  signIn('business', NamedPermission.business, ['query', 'add', 'edit']);
  saveAnswers = [ok(aShopProduct({ id: 12 }), 'Saved: the sync sends it to your TikTok Shop')];
  answer();
});
afterEach(backToEnglish);

async function openNewProduct(user: ReturnType<typeof userEvent.setup>) {
  show();
  await user.click(await screen.findByRole('button', { name: 'New product' }));
  const form = await screen.findByTestId('shop-product-form');
  await user.click(within(form).getByRole('textbox', { name: 'SKU' }));
  // A SKU the seller has a product of already is shown, but cannot be chosen.
  const inShop = await screen.findByRole('option', {
    name: 'DD1391-100 · Dunk Low (in your shop already)',
    hidden: true,
  });
  expect(inShop.getAttribute('data-combobox-disabled')).toBe('true');
  await user.click(screen.getByRole('option', { name: 'CW2288-111 · Nike Air Force 1', hidden: true }));
  return form;
}

describe('the shop product form', () => {
  it('makes a product of a SKU with its picture, the sizes held and a price each; names a refused image; keeps the request key across a retry', async () => {
    saveAnswers = [
      jsonAnswer({ code: 500, msg: 'Something went wrong on our side. Request ID: r-2', data: null }, 500),
      ok(aShopProduct({ id: 12 }), 'Saved: the sync sends it to your TikTok Shop'),
    ];
    const user = userEvent.setup();
    const form = await openNewProduct(user);
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Nike Air Force 1');
    // The sizes the seller holds pairs of, with the pairs available.
    const rows = within(form).getAllByTestId('shop-size-row');
    expect(
      rows.map((r) => (within(r).getByRole('textbox', { name: /^Size / }) as HTMLInputElement).value),
    ).toEqual(['10', '10.5']);
    expect(rows[0].textContent).toContain('2 pairs available');
    expect(within(form).getAllByTestId('shop-image')).toHaveLength(1);

    await user.upload(
      within(form).getByLabelText('Add an image'),
      new File(['x'], 'small.jpg', { type: 'image/jpeg' }),
    );
    expect((await within(form).findByTestId('image-refusal')).textContent).toBe(
      'small.jpg was not added: The image is 200×200 px: the shop needs at least 300×300 px',
    );
    expect(within(form).getAllByTestId('shop-image')).toHaveLength(1);
    await user.upload(
      within(form).getByLabelText('Add an image'),
      new File(['y'], 'side.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(within(form).getAllByTestId('shop-image')).toHaveLength(2));

    await user.type(within(form).getByRole('textbox', { name: 'Price of size 1' }), '180');
    await user.type(within(form).getByRole('textbox', { name: 'Price of size 2' }), '185.50');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByTestId('save-refusal')).textContent).toContain(
      'Something went wrong on our side. Request ID: r-2',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({
        color: 'green',
        message: 'Saved: the sync sends it to your TikTok Shop',
      }),
    );
    const [first, retry] = sent();
    expect(retry.requestKey).toBe(first.requestKey);
    expect(first).toMatchObject({
      sku: 'CW2288-111',
      title: 'Nike Air Force 1',
      description: '',
      images: ['a'.repeat(64), NEW_HASH],
      sizes: [
        { size: '10', priceCents: 18_000 },
        { size: '10.5', priceCents: 18_550 },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('shop-product-form')).toBeNull());
  });

  it('names an empty or repeated size and a price below $10 on their rows, and sends nothing', async () => {
    const user = userEvent.setup();
    const form = await openNewProduct(user);
    await user.click(within(form).getByRole('button', { name: 'Add a size' }));
    await user.click(within(form).getByRole('button', { name: 'Add a size' }));
    await user.type(within(form).getByRole('textbox', { name: 'Size 4' }), 'US 10');
    await user.type(within(form).getByRole('textbox', { name: 'Price of size 1' }), '9.99');
    for (const n of [2, 3, 4])
      await user.type(within(form).getByRole('textbox', { name: `Price of size ${n}` }), '200');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('The price of size “10” is below $10')).toBeTruthy();
    expect(within(form).getByText('Size 3 is empty: name every size')).toBeTruthy();
    expect(within(form).getByText('Size “US 10” is there twice (row 4): each size once')).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('changes a product with its SKU fixed and its prices as they are; another key for a changed form', async () => {
    saveAnswers = [jsonAnswer({ code: 409, msg: 'Your TikTok Shop is not connected', data: null }, 409)];
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Edit Nike Dunk Low Retro' }));
    const form = await screen.findByTestId('shop-product-form');
    expect(form.textContent).toContain('SKU DD1391-100');
    expect(within(form).queryByRole('textbox', { name: 'SKU' })).toBeNull();
    expect(within(form).getByRole('textbox', { name: 'Price of size 2' })).toHaveProperty('value', '190.00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByTestId('save-refusal')).textContent).toContain(
      'Your TikTok Shop is not connected',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), ' SE');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    const [first, changed] = sent();
    expect(first).toMatchObject({ id: 11, sku: 'DD1391-100', title: 'Nike Dunk Low Retro' });
    expect(changed).toMatchObject({ id: 11, title: 'Nike Dunk Low Retro SE' });
    expect(changed.requestKey).not.toBe(first.requestKey);
  });
});
