import { MantineProvider, TextInput } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { atWidth } from '../../../../tests/client/support/viewport';
import { initI18n } from '../../i18n/setup';
import { FilterPanel } from './FilterPanel';
import { ResponsiveTable } from './ResponsiveTable';
import type { ResponsiveColumn } from './ResponsiveTable';

type Pair = { id: number; oneId: string; status: string; shelf: string; cost: string };

const PAIRS: Pair[] = [
  { id: 1, oneId: '10000001', status: 'Available', shelf: 'A-01', cost: '$120.00' },
  { id: 2, oneId: '10000002', status: 'Sold', shelf: 'B-07', cost: '$95.00' },
];

const COLUMNS: ResponsiveColumn<Pair>[] = [
  { id: 'oneId', header: 'ONE ID', priority: 'key', cell: (p) => p.oneId },
  { id: 'status', header: 'Status', priority: 'key', cell: (p) => p.status },
  { id: 'shelf', header: 'Shelf', priority: 'high', cell: (p) => p.shelf },
  { id: 'cost', header: 'Cost', priority: 'low', cell: (p) => p.cost },
];

const realMatchMedia = window.matchMedia;

/** A window whose width can change: its media queries tell their listeners, as a turned tablet's do. */
function resizableWindow(initialWidth: number) {
  let width = initialWidth;
  const queries: { query: string; listeners: Set<(e: { matches: boolean }) => void> }[] = [];
  const matchesAt = (query: string) => {
    const px = (m: RegExpMatchArray | null) => (m ? parseFloat(m[1]) * (m[2] === 'em' ? 16 : 1) : null);
    const max = px(query.match(/max-width:\s*([\d.]+)(em|px)/));
    const min = px(query.match(/min-width:\s*([\d.]+)(em|px)/));
    return (max === null || width <= max) && (min === null || width >= min);
  };
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<(e: { matches: boolean }) => void>() };
    queries.push(entry);
    return {
      get matches() {
        return matchesAt(query);
      },
      media: query,
      onchange: null,
      addListener: (l: (e: { matches: boolean }) => void) => entry.listeners.add(l),
      removeListener: (l: (e: { matches: boolean }) => void) => entry.listeners.delete(l),
      addEventListener: (_: string, l: (e: { matches: boolean }) => void) => entry.listeners.add(l),
      removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => entry.listeners.delete(l),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  return (next: number) => {
    width = next;
    for (const { query, listeners } of queries) for (const l of listeners) l({ matches: matchesAt(query) });
  };
}

function renderTable(columns: ResponsiveColumn<Pair>[] = COLUMNS) {
  return render(
    <MantineProvider>
      <ResponsiveTable
        testId="pairs"
        columns={columns}
        rows={PAIRS}
        rowKey={(p) => p.id}
        rowName={(p) => p.oneId}
        rowProps={(p) => ({ 'data-testid': 'pair', 'data-one-id': p.oneId })}
        minWidth={900}
      />
    </MantineProvider>,
  );
}

const headings = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

beforeAll(() => initI18n());

afterEach(() => {
  cleanup();
  window.matchMedia = realMatchMedia;
});

describe('ResponsiveTable', () => {
  it('shows every column on a wide screen, with no details toggle', () => {
    atWidth(1440);
    renderTable();
    expect(screen.getByTestId('pairs').dataset.layout).toBe('wide');
    expect(headings()).toEqual(['ONE ID', 'Status', 'Shelf', 'Cost']);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('on a 1024 px tablet leaves the low-priority column out and shows it in the row details', () => {
    atWidth(1024);
    renderTable();
    expect(screen.getByTestId('pairs').dataset.layout).toBe('tablet');
    expect(headings()).toEqual(['ONE ID', 'Status', 'Shelf', 'More details']);
    expect(screen.queryByText('$120.00')).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Show more of 10000001' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByText('$120.00')).toBeTruthy();
    expect(screen.queryByText('$95.00')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show less of 10000001' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('on a 390 px phone shows one card per row with its key fields, the rest under More details', () => {
    atWidth(390);
    renderTable();
    expect(screen.getByTestId('pairs').dataset.layout).toBe('phone');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByTestId('pair');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    // The first named key column heads the card; the other key columns are named fields.
    expect(first.getByText('10000001')).toBeTruthy();
    expect(first.getByText('Status')).toBeTruthy();
    expect(first.getByText('Available')).toBeTruthy();
    fireEvent.click(first.getByRole('button', { name: 'More details' }));
    expect(first.getByText('A-01')).toBeTruthy();
    expect(first.getByText('$120.00')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Fewer details' }).getAttribute('aria-expanded')).toBe('true');
  });

  it("leaves out of a phone's card a key field with nothing for that row (an action it may not take)", () => {
    atWidth(390);
    const sell: ResponsiveColumn<Pair> = {
      id: 'actions',
      header: 'Actions',
      priority: 'key',
      cell: (p) => (p.status === 'Available' ? <button type="button">Sell</button> : null),
    };
    renderTable([...COLUMNS, sell]);
    const [available, sold] = screen.getAllByTestId('pair').map((card) => within(card));
    expect(available.getByText('Actions')).toBeTruthy();
    expect(available.getByRole('button', { name: 'Sell' })).toBeTruthy();
    expect(sold.queryByText('Actions')).toBeNull();
    expect(sold.getByText('Sold')).toBeTruthy();
  });

  describe.each([
    ['tablet', 1024],
    ['phone', 390],
  ])('re-rendering the list on a %s', (_layout, width) => {
    /** The table over `rows`, counting how often each row's ONE ID cell renders. */
    function countingTable() {
      const renders = new Map<string, number>();
      const columns: ResponsiveColumn<Pair>[] = COLUMNS.map((column) =>
        column.id === 'oneId'
          ? {
              ...column,
              cell: (p: Pair) => {
                renders.set(p.oneId, (renders.get(p.oneId) ?? 0) + 1);
                return p.oneId;
              },
            }
          : column,
      );
      const rowProps = (p: Pair) => ({ 'data-testid': 'pair', 'data-one-id': p.oneId });
      const rowKey = (p: Pair) => p.id;
      const ui = (rows: Pair[], rowEqual?: (a: Pair, b: Pair) => boolean) => (
        <MantineProvider>
          <ResponsiveTable
            testId="pairs"
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            rowProps={rowProps}
            rowEqual={rowEqual}
          />
        </MantineProvider>
      );
      return { renders, ui };
    }

    it('renders only the row whose record changed', () => {
      atWidth(width);
      const { renders, ui } = countingTable();
      const { rerender } = render(ui(PAIRS));
      expect(Object.fromEntries(renders)).toEqual({ '10000001': 1, '10000002': 1 });
      rerender(ui([PAIRS[0], { ...PAIRS[1], status: 'Available' }]));
      expect(Object.fromEntries(renders)).toEqual({ '10000001': 1, '10000002': 2 });
      expect(screen.getAllByText('Available')).toHaveLength(2);
    });

    it('keeps a rebuilt row that rowEqual calls the same', () => {
      atWidth(width);
      const { renders, ui } = countingTable();
      const sameStatus = (a: Pair, b: Pair) => a.oneId === b.oneId && a.status === b.status;
      const { rerender } = render(ui(PAIRS, sameStatus));
      rerender(ui([{ ...PAIRS[0] }, { ...PAIRS[1], status: 'Available' }], sameStatus));
      expect(Object.fromEntries(renders)).toEqual({ '10000001': 1, '10000002': 2 });
    });
  });

  it('says so in Chinese too', async () => {
    atWidth(1024);
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('zh-CN');
    try {
      renderTable();
      expect(screen.getByRole('button', { name: '展开 10000002 的详情' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });
});

describe('FilterPanel', () => {
  function renderFilters() {
    return render(
      <MantineProvider>
        <FilterPanel active={2}>
          <TextInput label="SKU" defaultValue="" />
        </FilterPanel>
      </MantineProvider>,
    );
  }

  it('shows the filters as they are on a tablet', () => {
    atWidth(1024);
    renderFilters();
    expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
    expect(screen.getByLabelText('SKU')).toBeTruthy();
  });

  it('folds them behind a Filters button with the count set on a phone, keeping what was typed', () => {
    atWidth(390);
    renderFilters();
    const button = screen.getByRole('button', { name: 'Filters 2' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const field = screen.getByLabelText('SKU') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'DZ5485' } });
    fireEvent.click(button);
    fireEvent.click(button);
    expect((screen.getByLabelText('SKU') as HTMLInputElement).value).toBe('DZ5485');
  });

  it('keeps the same fields, with what was typed, when a tablet turns from portrait to landscape and back', () => {
    const turnTo = resizableWindow(768);
    renderFilters();
    fireEvent.click(screen.getByRole('button', { name: 'Filters 2' }));
    const field = screen.getByLabelText('SKU') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'DZ5485' } });
    act(() => turnTo(1024));
    expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
    expect(screen.getByLabelText('SKU')).toBe(field);
    act(() => turnTo(768));
    expect(screen.getByLabelText('SKU')).toBe(field);
    expect(field.value).toBe('DZ5485');
  });
});
