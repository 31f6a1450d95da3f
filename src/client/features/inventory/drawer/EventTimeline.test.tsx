import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DRAWER_VISIBILITY } from '../../../../domain/inventory/inventory';
import type { DrawerViewer } from '../../../../domain/inventory/inventory';
import { initI18n } from '../../../i18n/setup';
import type { DrawerEvent } from '../api/product-record';
import { EventTimeline } from './EventTimeline';

/** An event row as the server records it: every row carries the item's grade of that moment. */
function anEvent(id: number, type: DrawerEvent['type'], over: Partial<DrawerEvent> = {}): DrawerEvent {
  return {
    id,
    type,
    eventType: type,
    gmtCreate: '2026-01-02 03:04:05',
    gmtModify: '2026-01-02 03:04:05',
    logNo: '',
    batchNo: '',
    oddNo: '',
    brand: 'Nike',
    remarks: '',
    sku: 'DD1391-100',
    spec: '9',
    oneId: '10000042',
    checkResult: 1,
    imgList: [],
    wareName: 'Dock',
    wareDays: null,
    outType: null,
    outTime: null,
    deliveryFee: null,
    otherFee: null,
    flowStatus: null,
    preId: null,
    packId: null,
    ...over,
  };
}

function renderTimeline(viewer: DrawerViewer, events: DrawerEvent[]) {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <EventTimeline events={events} viewer={viewer} see={DRAWER_VISIBILITY[viewer]} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

beforeAll(() => initI18n('en-US'));
afterEach(cleanup);

describe('event timeline', () => {
  it('shows the shelf a shelf change moved the item to, and the grade only on the inspection', () => {
    renderTimeline('admin', [anEvent(1, 1, { shelvesName: '' }), anEvent(2, 8, { shelvesName: 'A-01-03' })]);
    const inspection = screen.getByTestId('drawer-event-1');
    const shelfChange = screen.getByTestId('drawer-event-8');
    expect(within(inspection).getByText('Grade: Qualified')).toBeTruthy();
    expect(within(shelfChange).getByText('Shelf: A-01-03')).toBeTruthy();
    expect(within(shelfChange).queryByText(/Grade/)).toBeNull();
  });

  it('shows a seller no grade on a shelf change either (the shelf is not theirs to see)', () => {
    renderTimeline('business', [anEvent(2, 8)]);
    expect(within(screen.getByTestId('drawer-event-8')).queryByText(/Grade/)).toBeNull();
  });
});
