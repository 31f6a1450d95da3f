import type { Kysely } from 'kysely';
import type { ShippingAddress } from '../../domain/labels/labels';
import type { ApiHost } from '../../domain/kernel/users';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { FileStore } from '../http/file-store';
import { addressOwnerOf, createAddress, setDefaultAddress } from '../modules/labels/address-service';
import { countAddresses } from '../modules/labels/address-store';
import { demoActor } from './demo-context';

/**
 * The demo's address books, saved through the address book's own service, so each is verified by
 * the carrier (the local simulator in demo mode) as a seller's would be: the seller has three with
 * the second made the default, seller2 only one (the last address cannot be deleted), and the
 * platform's self-operated account its two warehouses, the return address the default.
 */
type DemoBook = { username: string; host: ApiHost; addresses: ShippingAddress[]; defaultIndex: number };

const la = { city: 'Los Angeles', state: 'CA', country: 'US' } as const;

const DEMO_BOOKS: DemoBook[] = [
  {
    username: 'seller',
    host: 'business',
    defaultIndex: 1,
    addresses: [
      {
        name: 'Demo Seller',
        street1: '417 Montgomery St',
        street2: 'Fl 5',
        city: 'San Francisco',
        state: 'CA',
        zip: '94104',
        country: 'US',
        phone: '415-555-0134',
      },
      {
        name: 'Demo Seller',
        company: 'Kicks Corner',
        street1: '8500 Melrose Ave',
        zip: '90069',
        phone: '323-555-0188',
        ...la,
      },
      {
        name: 'Demo Seller Returns',
        street1: '350 5th Ave',
        street2: 'Ste 4120',
        city: 'New York',
        state: 'NY',
        zip: '10118',
        country: 'US',
        email: 'returns@demo.local',
      },
    ],
  },
  {
    username: 'seller2',
    host: 'business',
    defaultIndex: 0,
    addresses: [
      {
        name: 'Demo Seller Two',
        street1: '233 S Wacker Dr',
        city: 'Chicago',
        state: 'IL',
        zip: '60606',
        country: 'US',
        phone: '312-555-0199',
      },
    ],
  },
  {
    username: 'admin',
    host: 'admin',
    defaultIndex: 0,
    addresses: [
      {
        name: 'SoleStack Returns',
        company: 'SoleStack LA Warehouse',
        street1: '1200 E 7th St',
        street2: 'Dock 3',
        zip: '90021',
        phone: '213-555-0100',
        ...la,
      },
      {
        name: 'SoleStack East',
        company: 'SoleStack NJ Warehouse',
        street1: '100 Meadowlands Pkwy',
        city: 'Secaucus',
        state: 'NJ',
        zip: '07094',
        country: 'US',
        phone: '201-555-0142',
      },
    ],
  },
];

/** Seeds each book that is still empty; the number of addresses added. */
export async function seedDemoAddresses(
  db: Kysely<DB>,
  env: { config: AppConfig; files: FileStore },
): Promise<number> {
  let added = 0;
  for (const book of DEMO_BOOKS) {
    const actor = await demoActor(db, db, env, book.username, book.host);
    if ((await countAddresses(db, addressOwnerOf(actor))) > 0) continue;
    const saved = [];
    for (const address of book.addresses) saved.push(await createAddress(actor, address));
    await setDefaultAddress(actor, saved[book.defaultIndex].id);
    added += saved.length;
  }
  return added;
}
