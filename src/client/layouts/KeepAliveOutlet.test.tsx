import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useParams } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../../tests/client/render-app';
import type { RouteHandle } from '../routing/route-types';
import { useClaimScans, useScanClaims } from '../components/one-id-drawer/scan-claim';
import { useScanListener } from '../components/scan/useScanListener';
import { KeepAliveOutlet } from './KeepAliveOutlet';

/** A screen with state a user would lose on remount: a counter. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {name}: {count}
    </button>
  );
}

const handle = (name: string, keepAlive: boolean): RouteHandle => ({
  name,
  meta: { title: name, keepAlive },
});
const page = (name: string, keepAlive = true): RouteObject => ({
  path: name,
  handle: handle(name, keepAlive),
  element: <Counter name={name} />,
});

/** A list whose tab and page live in its path, and a detail screen whose id does. */
function List() {
  const { type, pageNo } = useParams();
  const [filter, setFilter] = useState('');
  return (
    <div>
      <input aria-label="Filter" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
      <p>
        list {type ?? 'all'} page {pageNo ?? '1'}
      </p>
    </div>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: <KeepAliveOutlet />,
    children: [
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((n) => page(n)),
      page('plain', false),
      { path: 'list/:type?/:pageNo?', handle: handle('list', true), element: <List /> },
      { path: 'detail/:id', handle: handle('detail', true), element: <Counter name="detail" /> },
    ],
  },
];

afterEach(cleanup);

function countOf(name: string): string | undefined {
  return screen.queryAllByText(new RegExp(`^${name}: `))[0]?.textContent?.split(': ')[1];
}

describe('cached views', () => {
  it('a keep-alive screen keeps its state when the user comes back, and hides while away', async () => {
    const { router } = renderRoutes(routes, '/a');
    fireEvent.click(screen.getByText('a: 0'));
    fireEvent.click(screen.getByText('a: 1'));
    await act(() => router.navigate('/b'));
    expect(screen.getByText('a: 2').closest('[hidden]')).not.toBeNull();
    expect(screen.getByText('b: 0').closest('[hidden]')).toBeNull();
    await act(() => router.navigate('/a'));
    expect(screen.getByText('a: 2').closest('[hidden]')).toBeNull();
  });

  it('a screen without keepAlive starts fresh on every visit', async () => {
    const { router } = renderRoutes(routes, '/plain');
    fireEvent.click(screen.getByText('plain: 0'));
    await act(() => router.navigate('/a'));
    expect(countOf('plain')).toBeUndefined();
    await act(() => router.navigate('/plain'));
    expect(countOf('plain')).toBe('0');
  });

  it("a list's pages and tabs are one view: its filter stays and only one copy is mounted", async () => {
    const { router } = renderRoutes(routes, '/list');
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'DD1391' } });
    await act(() => router.navigate('/list/9/2'));
    expect(screen.getByText('list 9 page 2')).toBeTruthy();
    expect(screen.getAllByLabelText('Filter')).toHaveLength(1);
    expect((screen.getByLabelText('Filter') as HTMLInputElement).value).toBe('DD1391');
    await act(() => router.navigate('/a'));
    await act(() => router.navigate('/list/all/3'));
    expect(screen.getByText('list all page 3').closest('[hidden]')).toBeNull();
    expect((screen.getByLabelText('Filter') as HTMLInputElement).value).toBe('DD1391');
    expect(document.querySelectorAll('[data-cached-view]')).toHaveLength(2);
  });

  it('another record is another view', async () => {
    const { router } = renderRoutes(routes, '/detail/1');
    fireEvent.click(screen.getByText('detail: 0'));
    await act(() => router.navigate('/detail/2'));
    expect(screen.getByText('detail: 0').closest('[hidden]')).toBeNull();
    expect(screen.getByText('detail: 1').closest('[hidden]')).not.toBeNull();
  });

  it('drops the kept views on crossing into or out of the self-operated area (another API)', async () => {
    const { router } = renderRoutes(
      [
        {
          path: '/',
          element: <KeepAliveOutlet />,
          children: [page('admin/bi'), page('admin/warehouse/inventory'), page('admin/warehouse/wallet')],
        },
      ],
      '/admin/bi',
    );
    fireEvent.click(screen.getByText('admin/bi: 0'));
    await act(() => router.navigate('/admin/warehouse/inventory'));
    expect(countOf('admin/bi')).toBeUndefined();
    fireEvent.click(screen.getByText('admin/warehouse/inventory: 0'));
    await act(() => router.navigate('/admin/warehouse/wallet'));
    expect(screen.getByText('admin/warehouse/inventory: 1').closest('[hidden]')).not.toBeNull();
    await act(() => router.navigate('/admin/bi'));
    expect(countOf('admin/warehouse/inventory')).toBeUndefined();
    expect(countOf('admin/bi')).toBe('0');
  });

  it('keeps at most five screens: the sixth drops the least recently used', async () => {
    const { router } = renderRoutes(routes, '/a');
    fireEvent.click(screen.getByText('a: 0'));
    for (const name of ['b', 'c', 'd', 'e', 'f']) await act(() => router.navigate(`/${name}`));
    expect(document.querySelectorAll('[data-cached-view]')).toHaveLength(5);
    expect(countOf('a')).toBeUndefined();
    await act(() => router.navigate('/a'));
    expect(countOf('a')).toBe('0');
  });
});

/** A scan screen that writes down every scan it takes. */
function ScanScreen({ name, taken }: { name: string; taken: string[] }) {
  useScanListener((code) => taken.push(`${name}:${code}`));
  useClaimScans();
  return <p>{name} scans</p>;
}

function gunBurst(code: string) {
  for (const key of [...code, 'Enter']) fireEvent.keyDown(document.body, { key });
}

describe('scans and cached views', () => {
  it('a scan goes to the screen on display only, never to a hidden cached scan screen', async () => {
    const taken: string[] = [];
    const scanPage = (name: string): RouteObject => ({
      path: name,
      handle: handle(name, true),
      element: <ScanScreen name={name} taken={taken} />,
    });
    const { router } = renderRoutes(
      [{ path: '/', element: <KeepAliveOutlet />, children: [scanPage('receiving'), scanPage('shelving')] }],
      '/receiving',
    );
    await act(() => router.navigate('/shelving'));
    expect(screen.getByText('receiving scans').closest('[hidden]')).not.toBeNull();

    gunBurst('10000042');
    expect(taken).toEqual(['shelving:10000042']);

    await act(() => router.navigate('/receiving'));
    gunBurst('1Z999AA10123456784');
    expect(taken).toEqual(['shelving:10000042', 'receiving:1Z999AA10123456784']);
  });

  it('a hidden scan screen holds no claim, so the one-ID drawer takes ONE IDs scanned on other screens', async () => {
    const taken: string[] = [];
    const { router } = renderRoutes(
      [
        {
          path: '/',
          element: <KeepAliveOutlet />,
          children: [
            {
              path: 'shelving',
              handle: handle('shelving', true),
              element: <ScanScreen name="shelving" taken={taken} />,
            },
            page('a'),
          ],
        },
      ],
      '/shelving',
    );
    expect(useScanClaims.getState().holders.size).toBe(1);
    await act(() => router.navigate('/a'));
    expect(useScanClaims.getState().holders.size).toBe(0);
    await act(() => router.navigate('/shelving'));
    expect(useScanClaims.getState().holders.size).toBe(1);
  });
});
