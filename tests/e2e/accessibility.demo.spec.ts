import type { Page } from '@playwright/test';
import { expectAccessible } from './helpers/accessibility';
import { byButton, byLink, choose, firstRow, steps, submitEmpty, word } from './helpers/audit-steps';
import type { Lang, Opener, Step } from './helpers/audit-steps';
import { reloadInLanguage } from './helpers/language';
import { LoginPage } from './pages/login-page';
import type { PortalChoice } from './pages/login-page';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * The accessibility audit (issue 13): every screen of the three portals' menus, with the demo data,
 * in the light and the dark theme and in both languages, plus the login and registration pages, the
 * dialogs a screen opens (new warehouse, SKU, brand, account and role, the one-ID drawer, the
 * account menu and its change-password and log-out dialogs) and the screens reached from a menu
 * screen (forms, a row's detail and their dialogs). Every menu screen is audited on a 390x844 phone
 * too, its folded filters and a card's details opened, and the phone's navigation drawer.
 * Any axe violation of WCAG 2.1 A or AA fails the test, listed with its rule, element and reason
 * (helpers/accessibility.ts).
 * The menus are read from the sidebar, so a screen added later is audited without a change here.
 * One login per portal: theme and language change through the account menu, as a user would.
 */
test.use({ viewport: { width: 1024, height: 768 } });
// Two workers, two servers: the portals share the run time.
test.describe.configure({ mode: 'parallel' });

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
/** The phone's layout (cards, folded filters, the navigation drawer) is audited in the first pass. */
const PHONE = { width: 390, height: 844 };

const oneIdDrawer: Opener = async (page) => {
  await page.getByTestId('one-id-link').filter({ visible: true }).first().click();
  const drawer = page.getByTestId('product-drawer');
  await expect(page.getByTestId('drawer-product')).toBeVisible();
  return drawer;
};

/** The dialogs audited on a screen, by the end of its path. */
const DIALOGS: Record<string, Opener[]> = {
  '/warehouse/InventoryView': [oneIdDrawer],
  '/admin/Stock/Setting': [byButton('warehouses:warehouse.create')],
  '/admin/SKUManage/SKUManage': [byButton('skus:actions.create')],
  '/admin/SKUManage/Brand': [byButton('skus:brand.create')],
  '/admin/Account/PlatformAccount': [byButton('accounts:platform.new')],
  '/admin/Account/Roles': [byButton('accounts:roles.new')],
  '/admin/Finance/Overview': [byButton('wallet:overview.exclusions.edit')],
};

/** A screen reached from a menu screen rather than from the menu itself, and the dialogs it opens. */
type FollowUp = { open: Step; dialogs?: Opener[] };

/**
 * A batch's detail from its list's first link: a day's items (Stock/InBatch), an outbound batch's
 * pick list (Stock/OutBatch, TaskManage/BatchTask).
 */
const batchDetail = (table: string, ready: string): FollowUp => ({
  open: firstRow(table, ready, (rows) => rows.getByRole('link').first().click()),
});

/** A warehouse's racks and, for its first rack, the shelves, with the new-shelf and batch-create dialogs. */
const shelfDetail: FollowUp = {
  open: async (page, lang) => {
    await page
      .getByRole('button', { name: word(lang, 'warehouses:warehouse.open'), exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.getByTestId('shelf-row').filter({ visible: true }).first()).toBeVisible();
  },
  dialogs: [byButton('warehouses:shelf.create'), byButton('warehouses:batch.open')],
};

/** The newest application of a kind in a stage, opened from Finance/PlatformFlow, with its review dialogs. */
const application = (
  kind: 'recharge' | 'withdrawal',
  stage: 'submitted' | 'paying' | 'auditSuccessful',
  actions: string[] = [],
): FollowUp => ({
  open: async (page, lang) => {
    const row = page
      .getByTestId('platform-flow')
      .filter({ visible: true })
      .locator('[data-application]')
      .filter({ hasText: word(lang, `wallet:applications.kind.${kind}`) })
      .filter({ hasText: word(lang, `wallet:applications.stage.${stage}`) })
      .first();
    const id = (await row.getAttribute('data-application')) ?? '';
    const open = word(lang, 'wallet:screens.platformFlow.open').replace('{{id}}', id);
    await row.getByRole('button', { name: open, exact: true }).click();
    await expect(page.getByTestId('application-facts')).toBeVisible();
  },
  dialogs: actions.map((action) => byButton(`wallet:screens.review.${kind}.${action}`)),
});

/** BatchTask with a warehouse chosen for a new batch: its generate dialog lists the orders waiting there. */
const batchForWarehouse: FollowUp = {
  open: async (page, lang) => {
    await page
      .getByRole('textbox', { name: word(lang, 'outbound-batches:task.generateFor'), exact: true })
      .click();
    await page.getByRole('option').filter({ visible: true }).first().click();
    await expect(
      page.getByRole('button', { name: word(lang, 'outbound-batches:actions.generate'), exact: true }),
    ).toBeEnabled();
  },
  dialogs: [byButton('outbound-batches:actions.generate')],
};

const toRecharge = byLink('wallet:screens.wallet.recharge', 'applications-1');
const toWithdrawal = byLink('wallet:screens.wallet.withdraw', 'applications-2');

/** The screens reached from a menu screen (a form, a row's detail), each audited from the menu screen. */
const FOLLOW_UPS: Record<string, FollowUp[]> = {
  '/business/my-package': [
    {
      open: async (page, lang) => {
        await page.getByRole('button', { name: word(lang, 'common:menu.newForecast') }).click();
        await expect(
          page.getByRole('heading', { name: word(lang, 'inbound:seller.newTitle') }),
        ).toBeVisible();
      },
    },
    { open: firstRow('forecast-row', 'parcel-table') },
  ],
  '/business/wallet': [
    { open: toRecharge },
    // An RMB recharge (its own notice) sent empty: every field's error shown.
    {
      open: steps(
        toRecharge,
        choose('wallet:screens.currency.RMB'),
        submitEmpty('wallet:screens.charge.submit'),
      ),
    },
    { open: toWithdrawal, dialogs: [byButton('wallet:screens.drawAccount.add')] },
    { open: steps(toWithdrawal, submitEmpty('wallet:screens.withdrawal.submit')) },
  ],
  '/admin/BusiForecast': [{ open: firstRow('forecast-row', 'parcel-table') }],
  '/admin/Stock/InBatch': [batchDetail('in-batch-table', 'item-table')],
  '/admin/Stock/OutBatch': [batchDetail('batch-table', 'pick-list')],
  '/admin/TaskManage/BatchTask': [batchDetail('batch-table', 'pick-list'), batchForWarehouse],
  '/admin/Stock/Setting': [shelfDetail],
  // The demo's newest recharge waiting is in RMB: its approval asks for the rate too.
  '/admin/Finance/PlatformFlow': [
    application('recharge', 'submitted', ['approve', 'reject']),
    application('withdrawal', 'paying', ['markPaid', 'reject']),
    application('withdrawal', 'auditSuccessful'),
  ],
  '/warehouse/WarehousingAppoint': [
    { open: firstRow('appoint-row', 'appoint-detail', (row) => row.getByRole('button').first().click()) },
  ],
};

async function fromAccountMenu(page: Page, testId: string) {
  const item = page.getByTestId(testId);
  // Under load the menu can close again as the screen re-renders under it (its data arriving, the
  // sidebar's groups still opening): it is opened until its item shows.
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('user-menu').click();
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await item.click();
  await expect(item).toBeHidden();
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

/** Audits the screen shown, then each dialog it opens. */
async function auditScreen(page: Page, where: string, { lang }: Pass, dialogs: Opener[] = []) {
  await expectAccessible(page, where);
  for (const dialog of dialogs) {
    const opened = await dialog(page, lang);
    // Named in the report by its first line (the title).
    const title = (await opened.innerText()).split('\n')[0];
    await expectAccessible(page, `${where} with "${title}" open`);
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
  }
}

/** Audits the screens reached from the menu screen at `path`, going back to it before each. */
async function auditFollowUps(page: Page, path: string, pass: Pass) {
  for (const [i, followUp] of (FOLLOW_UPS[path] ?? []).entries()) {
    if (i > 0) {
      await page.goto(`/#${path}`);
      await settle(page);
    }
    await followUp.open(page, pass.lang);
    await settle(page);
    await auditScreen(page, `${page.url()} (${pass.lang}, ${pass.theme})`, pass, followUp.dialogs);
  }
}

/**
 * On a phone: opens what the screen folds (its filters, the first card's details) and audits it
 * again; nothing when the screen folds nothing.
 */
async function auditUnfolded(page: Page, where: string) {
  const filters = await page.getByTestId('filter-toggle').filter({ visible: true }).elementHandles();
  const card = await page
    .locator('[data-layout="phone"] button[aria-expanded="false"]')
    .filter({ visible: true })
    .first()
    .elementHandles();
  const folded = [...filters, ...card];
  for (const toggle of folded) {
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  }
  if (folded.length > 0) await expectAccessible(page, `${where}, its filters and a card's details unfolded`);
}

/** The phone's navigation drawer, opened from the header's burger. */
async function auditNavigationDrawer(page: Page, { lang, theme }: Pass) {
  await page.getByRole('button', { name: word(lang, 'shell:header.toggleNavigation') }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expectAccessible(page, `the navigation drawer (${lang}, ${theme}, phone)`);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

type PortalAudit = {
  /** Audits every `share.of`-th screen of the menu from the `share.index`-th (long menus in parts). */
  share?: { index: number; of: number };
  /** Also the account menu and its dialogs (the same in every portal: audited in one). */
  accountMenu?: boolean;
  /**
   * On a 390x844 phone, in the first pass: each menu screen and its dialogs, then with its filters
   * and a card's details unfolded, and the navigation drawer (the screens reached from a menu screen
   * are audited on the tablet).
   */
  phone?: boolean;
};

/** Logs in once, then audits the screens of the menu in each pass. */
async function auditPortal(page: Page, portal: PortalChoice, username: string, options: PortalAudit = {}) {
  const { share = { index: 0, of: 1 }, accountMenu = false, phone = false } = options;
  await new LoginPage(page).signIn(portal, username, DEMO_PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const screens = (await menuScreens(page)).filter((_, i) => i % share.of === share.index);
  for (const pass of phone ? PASSES.slice(0, 1) : PASSES) {
    await fromAccountMenu(page, `language-${pass.lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', pass.lang);
    await fromAccountMenu(page, `theme-${pass.theme}`);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', pass.theme);
    if (phone) {
      // Layouts are chosen as a screen mounts: start again at the phone's size.
      await page.setViewportSize(PHONE);
      await page.reload();
      await auditNavigationDrawer(page, pass);
    }
    const size = phone ? ', phone' : '';
    for (const path of screens) {
      await page.goto(`/#${path}`);
      await settle(page);
      const where = `${path} (${pass.lang}, ${pass.theme}${size})`;
      await auditScreen(page, where, pass, DIALOGS[path]);
      if (phone) await auditUnfolded(page, where);
      else await auditFollowUps(page, path, pass);
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
  test.setTimeout(420_000);
  await auditPortal(page, 'Warehouse staff', 'warehouse');
});

// The seller's wallet forms make its menu long too: in two parts, the account menu in the first.
for (const index of [0, 1]) {
  test(`the seller portal, its forecast and wallet forms and the account menu (part ${index + 1} of 2)`, async ({
    page,
  }) => {
    test.setTimeout(420_000);
    await auditPortal(page, 'Seller', 'seller', { share: { index, of: 2 }, accountMenu: index === 0 });
  });
}

// The admin menu is the longest: in parts, so the two workers share it.
const ADMIN_PARTS = 4;
for (let index = 0; index < ADMIN_PARTS; index += 1) {
  test(`the admin portal, its tab bar, forms and details (part ${index + 1} of ${ADMIN_PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(420_000);
    await auditPortal(page, 'Administrator', 'admin', { share: { index, of: ADMIN_PARTS } });
  });
}

// On a phone: one test per portal (the admin's in two parts), so the workers share them.
const ON_PHONE: { portal: PortalChoice; username: string; parts: number }[] = [
  { portal: 'Warehouse staff', username: 'warehouse', parts: 1 },
  { portal: 'Seller', username: 'seller', parts: 1 },
  { portal: 'Administrator', username: 'admin', parts: 2 },
];
for (const { portal, username, parts } of ON_PHONE) {
  for (let index = 0; index < parts; index += 1) {
    test(`the ${portal.toLowerCase()} portal on a phone (part ${index + 1} of ${parts})`, async ({
      page,
    }) => {
      test.setTimeout(420_000);
      await auditPortal(page, portal, username, { phone: true, share: { index, of: parts } });
    });
  }
}
