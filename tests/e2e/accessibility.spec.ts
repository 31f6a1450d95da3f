import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './helpers/accessibility';
import { reloadInLanguage } from './helpers/language';
import { LoginPage } from './pages/login-page';
import type { PortalChoice } from './pages/login-page';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * The accessibility audit (issue 13): every screen of the three portals' menus, with the demo data,
 * in the light and the dark theme and in both languages, plus the login and registration pages and
 * the dialogs a screen opens (new warehouse, SKU, brand, account and role, the one-ID drawer, the
 * account menu and its change-password and log-out dialogs). Any axe violation of WCAG 2.1 A or AA
 * fails the test, listed with its rule, element and reason (helpers/accessibility.ts).
 * The menus are read from the sidebar, so a screen added later is audited without a change here.
 * One login per portal: theme and language change through the account menu, as a user would.
 */
test.use({ demoMode: true, viewport: { width: 1024, height: 768 } });
// Two workers, two servers: the portals share the run time.
test.describe.configure({ mode: 'parallel' });

type Lang = 'en-US' | 'zh-CN';
type Theme = 'light' | 'dark';
type Pass = { lang: Lang; theme: Theme };
/**
 * Colours depend on the theme and names on the language, never on the other: each screen is
 * audited in English in the light theme and in Chinese in the dark one, so both themes and both
 * languages are covered at half the run time of all four pairs.
 */
const PASSES: Pass[] = [
  { lang: 'en-US', theme: 'light' },
  { lang: 'zh-CN', theme: 'dark' },
];

/** A word of the app in a language, e.g. word('zh-CN', 'accounts:platform.new'). */
function word(lang: Lang, key: string): string {
  const [ns, path] = key.split(':');
  const texts = JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as Record<string, unknown>;
  const found = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return found;
}

/** Opens a dialog or drawer on the current screen and returns it (closed again with Escape). */
type Opener = (page: Page, lang: Lang) => Promise<Locator>;

const byButton =
  (key: string): Opener =>
  async (page, lang) => {
    await page
      .getByRole('button', { name: word(lang, key), exact: true })
      .filter({ visible: true })
      .click();
    const dialog = page.getByRole('dialog').last();
    await expect(dialog).toBeVisible();
    return dialog;
  };

const oneIdDrawer: Opener = async (page) => {
  await page.getByTestId('one-id-link').filter({ visible: true }).first().click();
  const drawer = page.getByTestId('product-drawer');
  await expect(page.getByTestId('drawer-product')).toBeVisible();
  return drawer;
};

/** The dialogs audited on a screen, by the end of its path. */
const DIALOGS: Record<string, Opener> = {
  '/warehouse/InventoryView': oneIdDrawer,
  '/admin/Stock/Setting': byButton('warehouses:warehouse.create'),
  '/admin/SKUManage/SKUManage': byButton('skus:actions.create'),
  '/admin/SKUManage/Brand': byButton('skus:brand.create'),
  '/admin/Account/PlatformAccount': byButton('accounts:platform.new'),
  '/admin/Account/Roles': byButton('accounts:roles.new'),
  '/admin/Finance/Overview': byButton('wallet:overview.exclusions.edit'),
};

/** A screen reached from a menu screen rather than from the menu itself. */
type FollowUp = (page: Page, lang: Lang) => Promise<void>;

/** Opens the first row of the list shown by its `testId`, then waits for the detail's `ready` test id. */
const firstRow =
  (testId: string, ready: string, open: (row: Locator) => Promise<void> = (row) => row.click()): FollowUp =>
  async (page) => {
    await open(page.getByTestId(testId).filter({ visible: true }).first());
    await expect(page.getByTestId(ready).filter({ visible: true }).first()).toBeVisible();
  };

/** The screens reached from a menu screen (a form, a row's detail), each audited from the menu screen. */
const FOLLOW_UPS: Record<string, FollowUp[]> = {
  '/business/my-package': [
    async (page, lang) => {
      await page.getByRole('button', { name: word(lang, 'common:menu.newForecast') }).click();
      await expect(page.getByRole('heading', { name: word(lang, 'inbound:seller.newTitle') })).toBeVisible();
    },
    firstRow('forecast-row', 'parcel-table'),
  ],
  '/admin/BusiForecast': [firstRow('forecast-row', 'parcel-table')],
  '/warehouse/WarehousingAppoint': [
    firstRow('appoint-row', 'appoint-detail', (row) => row.getByRole('button').first().click()),
  ],
};

async function fromAccountMenu(page: Page, testId: string) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId(testId).click();
  await expect(page.getByTestId(testId)).toBeHidden();
}

/** Every screen of the sidebar's menu, its groups opened. */
async function menuScreens(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  for (let closed = sidebar.locator('button[aria-expanded="false"]'); (await closed.count()) > 0;)
    await closed.first().click();
  const hrefs = await sidebar
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(3);
  return hrefs.map((href) => href.replace(/^#/, ''));
}

/** Waits until the screen's data is in (no request under way) and nothing is fading in. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('breadcrumb')).toBeVisible();
}

/** Audits the screen shown, then the dialog it opens, if any. */
async function auditScreen(page: Page, where: string, { lang }: Pass, dialog?: Opener) {
  await expectAccessible(page, where);
  if (!dialog) return;
  const opened = await dialog(page, lang);
  await expectAccessible(page, `${where} with its dialog open`);
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
}

type PortalAudit = {
  /** Audits every `share.of`-th screen of the menu from the `share.index`-th (long menus in parts). */
  share?: { index: number; of: number };
  /** Also the account menu and its dialogs (the same in every portal: audited in one). */
  accountMenu?: boolean;
};

/** Logs in once, then audits the screens of the menu in each pass. */
async function auditPortal(page: Page, portal: PortalChoice, username: string, options: PortalAudit = {}) {
  const { share = { index: 0, of: 1 }, accountMenu = false } = options;
  await new LoginPage(page).openAndLogIn(portal, username, DEMO_PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const screens = (await menuScreens(page)).filter((_, i) => i % share.of === share.index);
  for (const pass of PASSES) {
    await fromAccountMenu(page, `language-${pass.lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', pass.lang);
    await fromAccountMenu(page, `theme-${pass.theme}`);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', pass.theme);
    for (const path of screens) {
      await page.goto(`/#${path}`);
      await settle(page);
      await auditScreen(page, `${path} (${pass.lang}, ${pass.theme})`, pass, DIALOGS[path]);
      for (const [i, followUp] of (FOLLOW_UPS[path] ?? []).entries()) {
        if (i > 0) {
          await page.goto(`/#${path}`);
          await settle(page);
        }
        await followUp(page, pass.lang);
        await settle(page);
        await auditScreen(page, `${page.url()} (${pass.lang}, ${pass.theme})`, pass);
      }
    }
    if (accountMenu) await auditAccountMenu(page, pass);
  }
}

/** The account menu open, then its change-password and log-out dialogs. */
async function auditAccountMenu(page: Page, { lang, theme }: Pass) {
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, `the account menu (${lang}, ${theme})`);
  for (const item of ['shell:header.changePassword', 'shell:header.logout']) {
    if (!(await page.getByRole('menu').isVisible())) await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: word(lang, item) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page, `the ${word('en-US', item)} dialog (${lang}, ${theme})`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

test('the login and registration pages, both themes and languages', async ({ page }) => {
  for (const path of ['/user/login', '/user/register']) {
    await page.goto(`/#${path}`);
    for (const { lang, theme } of PASSES) {
      await reloadInLanguage(page, lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The theme follows the device until a user picks one.
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await expectAccessible(page, `${path} (${lang}, ${theme})`);
    }
  }
});

test('the warehouse portal and its one-ID drawer', async ({ page }) => {
  test.setTimeout(180_000);
  await auditPortal(page, 'Warehouse staff', 'warehouse');
});

test('the seller portal, its forecast form and the account menu', async ({ page }) => {
  test.setTimeout(180_000);
  await auditPortal(page, 'Seller', 'seller', { accountMenu: true });
});

// The admin menu is the longest: two halves, so the two workers share it.
for (const index of [0, 1]) {
  test(`the admin portal, its tab bar and its forms (part ${index + 1} of 2)`, async ({ page }) => {
    test.setTimeout(180_000);
    await auditPortal(page, 'Administrator', 'admin', { share: { index, of: 2 } });
  });
}
