import type { Locator, Page, TestInfo } from '@playwright/test';
import type { Locale } from '../../src/domain/kernel/users';
import { reloadInLanguage } from './helpers/language';
import { LoginPage } from './pages/login-page';
import type { PortalChoice } from './pages/login-page';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * Issue 13: the list screens of the three portals on a 1024x768 tablet and a 390x844 phone, in
 * both languages. Nothing scrolls sideways (neither the page nor the list's own box), and on the
 * phone the first row shows without scrolling. Each screen is saved to the output folder
 * (responsive/<portal>-<screen>-<size>-<locale>.png) for a person to look at.
 */

type ListScreen = {
  name: string;
  path: string;
  /** The list's test id (a table wide and on a tablet, the cards on a phone). */
  list: string;
  /** A row's test id; unset for a list the demo may leave empty. */
  row?: string;
  /**
   * Set when `list` is not a ResponsiveTable (a card list of its own, the message a screen shows
   * while the demo leaves its table empty): then only checked for sideways scrolling.
   */
  ownLayout?: true;
};

type PortalLists = { portal: PortalChoice; username: string; screens: ListScreen[] };

const PORTALS: PortalLists[] = [
  {
    portal: 'Seller',
    username: 'seller',
    screens: [
      {
        name: 'inventory',
        path: '/business/in-warehouse/inventory/inventory',
        list: 'item-table',
        row: 'item-row',
      },
      {
        name: 'warehouse-exit',
        path: '/business/inventory/WarehouseExit',
        list: 'item-table',
        row: 'item-row',
      },
      { name: 'forecasts', path: '/business/my-package', list: 'forecast-table', row: 'forecast-row' },
      { name: 'downloads', path: '/business/DownLoad', list: 'download-tasks' },
      { name: 'wallet', path: '/business/wallet', list: 'wallet-transactions', row: 'wallet-entry' },
      { name: 'recharge', path: '/business/wallet/WalletCharge', list: 'applications-1' },
      { name: 'withdrawal', path: '/business/wallet/Withdrawal', list: 'applications-2' },
    ],
  },
  {
    portal: 'Warehouse staff',
    username: 'warehouse',
    screens: [
      { name: 'inventory', path: '/warehouse/InventoryView', list: 'inventory-table', row: 'inventory-row' },
      { name: 'shelving', path: '/warehouse/ShelfManage/ShelfManage', list: 'awaiting-table' },
      { name: 'receiving', path: '/warehouse/WarehousingAppoint', list: 'appoint-table', row: 'appoint-row' },
      {
        name: 'inspection',
        path: '/warehouse/CodeWarehousing/Inspection',
        list: 'awaiting-count',
        ownLayout: true,
      },
      {
        name: 'returns',
        path: '/warehouse/ReturnWarehouse/ReturnWarehouse',
        list: 'returns-local',
        ownLayout: true,
      },
      { name: 'change-warehouse', path: '/warehouse/ChangeWarehouse', list: 'switch-records' },
      { name: 'sync-attention', path: '/warehouse/SyncAttention', list: 'attention-empty', ownLayout: true },
      { name: 'downloads', path: '/warehouse/DownLoad', list: 'download-tasks' },
    ],
  },
  {
    portal: 'Administrator',
    username: 'admin',
    screens: [
      { name: 'stock', path: '/admin/Stock', list: 'item-table', row: 'item-row' },
      { name: 'batch-tasks', path: '/admin/TaskManage/BatchTask', list: 'batch-table', row: 'batch-row' },
      { name: 'forecasts', path: '/admin/BusiForecast', list: 'forecast-table', row: 'forecast-row' },
      { name: 'skus', path: '/admin/SKUManage/SKUManage', list: 'sku-table', row: 'sku-row' },
      { name: 'warehouses', path: '/admin/Stock/Setting', list: 'warehouse-table', row: 'warehouse-row' },
      { name: 'business-accounts', path: '/admin/Account/BusinessAccount', list: 'business-accounts' },
      { name: 'platform-accounts', path: '/admin/Account/PlatformAccount', list: 'platform-accounts' },
      { name: 'roles', path: '/admin/Account/Roles', list: 'roles' },
      { name: 'audit-log', path: '/admin/Account/AuditLog', list: 'audit-log' },
      { name: 'downloads', path: '/admin/DownLoad', list: 'download-tasks' },
      { name: 'platform-flow', path: '/admin/Finance/PlatformFlow', list: 'platform-flow' },
      {
        name: 'self-operated',
        path: '/admin/Finance/SelfOperated',
        list: 'self-operated-accounts',
        row: 'self-operated-account',
      },
      { name: 'rate-overrides', path: '/admin/Fee/Account', list: 'rate-overrides' },
      { name: 'platform-fees', path: '/admin/Fee/Platform', list: 'platform-fees' },
    ],
  },
];

const SIZES = [
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const LOCALES: Locale[] = ['en-US', 'zh-CN'];

/** The list shown (the shell keeps earlier screens mounted but hidden). */
function shown(page: Page, testId: string): Locator {
  return page.getByTestId(testId).filter({ visible: true });
}

/** Widths that overflow: the page's, and the list's and each box around it that scrolls. */
async function overflows(list: Locator) {
  return list.evaluate((element) => {
    const found: string[] = [];
    const page = document.scrollingElement ?? document.documentElement;
    if (page.scrollWidth > page.clientWidth) found.push(`page ${page.scrollWidth} > ${page.clientWidth}`);
    for (let box: Element | null = element; box && box !== page; box = box.parentElement) {
      if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'visible')
        found.push(`${box.className || box.tagName} ${box.scrollWidth} > ${box.clientWidth}`);
    }
    if (element.scrollWidth > element.clientWidth + 1)
      found.push(`list ${element.scrollWidth} > ${element.clientWidth}`);
    return found;
  });
}

async function checkScreen(page: Page, screen: ListScreen, size: (typeof SIZES)[number]) {
  await page.goto(`/#${screen.path}`);
  const list = shown(page, screen.list);
  await expect(list).toBeVisible();
  if (!screen.ownLayout) await expect(list).toHaveAttribute('data-layout', size.name);
  if (screen.row) await expect(shown(page, screen.row).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await overflows(list), `${screen.path} at ${size.width}px`).toEqual([]);
  if (screen.row && size.name === 'phone') {
    const box = await shown(page, screen.row).first().boundingBox();
    expect(box, `${screen.path}: the first row on the phone`).not.toBeNull();
    expect(box!.y, `${screen.path}: the first row starts on the first screen`).toBeLessThan(size.height);
    expect(box!.y + Math.min(box!.height, 120), `${screen.path}: the first row shows`).toBeLessThanOrEqual(
      size.height,
    );
  }
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`responsive/${name}.png`) });
}

for (const { portal, username, screens } of PORTALS) {
  test(`${portal}: the lists fit a tablet and a phone in both languages`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
    await new LoginPage(page).signIn(portal, username, DEMO_PASSWORD);
    await page.waitForURL(/#\/(business|warehouse|admin)\//);
    for (const locale of LOCALES) {
      await reloadInLanguage(page, locale);
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        for (const screen of screens) {
          await checkScreen(page, screen, size);
          await shoot(page, testInfo, `${username}-${screen.name}-${size.name}-${locale}`);
        }
      }
    }
  });
}
