import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { returnAccountCreateRequest } from '../../domain/listing/return-accounts';
import type { SettingsPatch } from '../../domain/settings/settings';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { FileStore } from '../http/file-store';
import {
  createReturnAccount,
  setReturnAccountActive,
} from '../modules/accounts/return-accounts/return-account-service';
import { saveSettings } from '../modules/settings/settings-service';
import { demoActor } from './demo-context';

/**
 * Return accounts and the demo users' settings (issue 28 points 5 and 7), made through their services
 * as the admin and the users would: each marketplace has the platform's account returning to the NJ
 * warehouse, StockX a second one for LA, and eBay an old account switched off. Before the listing demo,
 * so the sale it moves to returned keeps the eBay account. Settings leave the layout and language as
 * they are (the tests drive the side menu in their own language): seller2 keeps pages at a fixed width.
 */
type Account = z.input<typeof returnAccountCreateRequest> & { warehouse: 'NJ' | 'LA' | null; off?: boolean };

const NJ = { street1: '100 Meadowlands Pkwy', city: 'Secaucus', state: 'NJ', zip: '07094', country: 'US' };
const LA = {
  street1: '1200 E 7th St',
  street2: 'Dock 3',
  city: 'Los Angeles',
  state: 'CA',
  zip: '90021',
  country: 'US',
};

const ACCOUNTS: Account[] = [
  {
    marketplace: 'stockx',
    accountName: 'SoleStack Consign',
    accountRef: 'SX-88120431',
    contactName: 'SoleStack Returns NJ',
    phone: '201-555-0142',
    email: 'returns-nj@solestack.local',
    ...NJ,
    warehouse: 'NJ',
  },
  {
    marketplace: 'stockx',
    accountName: 'SoleStack West',
    accountRef: 'SX-88120977',
    contactName: 'SoleStack Returns LA',
    phone: '213-555-0100',
    ...LA,
    warehouse: 'LA',
  },
  {
    marketplace: 'ebay',
    accountName: 'solestack_official',
    accountRef: 'EB-solestack_official',
    contactName: 'SoleStack Returns NJ',
    phone: '201-555-0142',
    ...NJ,
    warehouse: null,
  },
  {
    marketplace: 'ebay',
    accountName: 'solestack_outlet',
    accountRef: 'EB-solestack_outlet',
    contactName: 'SoleStack Outlet',
    ...NJ,
    warehouse: null,
    off: true,
    remark: 'Closed in favour of solestack_official',
  },
  {
    marketplace: 'tiktok',
    accountName: 'SoleStack Shop',
    accountRef: 'TT-7301559210',
    contactName: 'SoleStack Returns NJ',
    email: 'returns-nj@solestack.local',
    ...NJ,
    warehouse: 'NJ',
  },
];

const SETTINGS: { username: string; settings: SettingsPatch }[] = [
  {
    username: 'seller',
    settings: { theme: 'auto', contentWidth: 'Fluid', fixedHeader: true, fixedSidebar: true },
  },
  { username: 'seller2', settings: { contentWidth: 'Fixed' } },
  { username: 'admin', settings: { theme: 'auto', fixedHeader: true } },
];

export async function seedDemoHomeSettings(
  db: Kysely<DB>,
  env: { config: AppConfig; files: FileStore },
): Promise<void> {
  const known = await db.selectFrom('return_accounts').select('id').limit(1).executeTakeFirst();
  if (!known) {
    const admin = await demoActor(db, db, env, 'admin', 'admin');
    const warehouses = await db.selectFrom('warehouses').select(['id', 'name']).orderBy('id').execute();
    const wareOf = (w: Account['warehouse']) =>
      w ? (warehouses.find((r) => r.name.endsWith(w))?.id ?? null) : null;
    for (const { warehouse, off, ...fields } of ACCOUNTS) {
      const saved = await createReturnAccount(admin, {
        ...fields,
        country: fields.country ?? 'US',
        active: true,
        wareId: wareOf(warehouse),
      });
      if (off) await setReturnAccountActive(admin, saved.id, false);
    }
  }
  for (const { username, settings } of SETTINGS) {
    const user = await demoActor(db, db, env, username, username === 'admin' ? 'admin' : 'business');
    await saveSettings(user, settings);
  }
}
