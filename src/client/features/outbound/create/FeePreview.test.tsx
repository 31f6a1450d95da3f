import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../../tests/client/support/admin-test-kit';
import type { OrderPreview, OrderPreviewItem } from '../../../../domain/outbound/outbound';
import { initI18n } from '../../../i18n/setup';
import { FeePreview } from './FeePreview';

const pair = (oneId: string, storageFeeCents: number | null): OrderPreviewItem => ({
  oneId,
  sku: 'DD1391',
  brand: 'Nike',
  name: 'Dunk',
  size: '42',
  status: 1,
  wareId: 1,
  wareName: 'Demo East',
  storageFeeCents,
});

/** A reship of two pairs as POST /outbound/preview answers it: $2.50 a pair, storage $0.30 and $0.50. */
const aReshipPreview = (over: Partial<OrderPreview> = {}): OrderPreview => ({
  kind: 4,
  feeType: 4,
  perPairCents: 250,
  pairs: 2,
  totalCents: 500,
  cashOutDeductionBasisPoints: null,
  labelFeeCents: 750,
  labelRefusal: null,
  payableCents: 500 + 80 + 750,
  items: [pair('10000001', 30), pair('10000002', 50)],
  notAvailable: [],
  mixedWarehouses: false,
  ...over,
});

beforeAll(() => initI18n('en-US'));
afterEach(cleanup);

describe('the fees before the seller confirms', () => {
  it("totals a reship's fee, its pairs' storage and its carrier label", () => {
    renderWithProviders(<FeePreview preview={aReshipPreview()} />);
    expect(screen.getByTestId('fee-line').textContent).toBe('Transshipment fee: $2.50 per pair × 2 pairs');
    expect(screen.getByTestId('fee-storage').textContent).toContain('$0.80');
    expect(screen.getByTestId('fee-label').textContent).toContain('$7.50');
    expect(screen.getByTestId('fee-total').textContent).toBe('Total $13.30');
  });

  it('says plainly that the label is quoted at approval while there is no quote yet', () => {
    renderWithProviders(<FeePreview preview={aReshipPreview({ labelFeeCents: null, payableCents: 580 })} />);
    expect(screen.queryByTestId('fee-label')).toBeNull();
    expect(screen.getByTestId('fee-total').textContent).toBe(
      'Total $5.80, plus the carrier label: it is quoted at approval',
    );
  });

  it("shows a cash-out's deduction share and no total to pay", () => {
    renderWithProviders(
      <FeePreview
        preview={aReshipPreview({
          kind: 5,
          feeType: null,
          perPairCents: 0,
          totalCents: 0,
          cashOutDeductionBasisPoints: 500,
          labelFeeCents: null,
          payableCents: 0,
          items: [pair('10000001', null)],
        })}
      />,
    );
    expect(screen.getByTestId('fee-cash-out').textContent).toContain('5%');
    expect(screen.queryByTestId('fee-total')).toBeNull();
  });
});
