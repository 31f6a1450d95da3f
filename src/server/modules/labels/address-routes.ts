import {
  addressCreateRequest,
  addressEditRequest,
  addressIdRequest,
  addressListRequest,
  savedAddressSchema,
} from '../../../domain/labels/addresses';
import { BusinessPart, SelfOperatedPage } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import {
  createAddress,
  deleteAddress,
  editAddress,
  getAddress,
  listAddresses,
  setDefaultAddress,
} from './address-service';

/**
 * The address book (`address/:pageNo?`): on the business host a seller's own addresses (grant
 * 'business'), on the admin host the platform self-operated account's (warehouse/address, grant of
 * the self-operated warehouse page). Saves are verified by the carrier (address-service.ts).
 */
type Host = 'business' | 'admin';

const accessOf = (host: Host, action: Action) =>
  ({
    kind: 'permission',
    code: host === 'business' ? BusinessPart.addresses : SelfOperatedPage.warehouse,
    action,
  }) as const;

const whose = (host: Host) => (host === 'business' ? "the seller's" : "the platform's self-operated");

function addressRoutesOf(host: Host): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/address/list',
      hosts: [host],
      access: accessOf(host, 'query'),
      summary: `One page of ${whose(host)} addresses, the default first`,
      body: addressListRequest.optional(),
      response: pageSchema(savedAddressSchema),
      handler: (ctx, { body }) => listAddresses(ctx, body ?? {}),
    }),
    defineRoute({
      method: 'GET',
      path: '/address/get',
      hosts: [host],
      access: accessOf(host, 'get'),
      summary: `One of ${whose(host)} addresses (anyone else's answers 404)`,
      query: addressIdRequest,
      response: savedAddressSchema,
      handler: (ctx, { query }) => getAddress(ctx, query.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/address/add',
      hosts: [host],
      access: accessOf(host, 'add'),
      summary:
        'Add an address, verified by the carrier (422 with its problems and suggestions when refused); the first is the default',
      body: addressCreateRequest,
      response: savedAddressSchema,
      handler: async (ctx, { body }) => new WithMessage(await createAddress(ctx, body), 'addresses:saved'),
    }),
    defineRoute({
      method: 'POST',
      path: '/address/edit',
      hosts: [host],
      access: accessOf(host, 'edit'),
      summary: 'Change an address, verified by the carrier again (422 with its problems when refused)',
      body: addressEditRequest,
      response: savedAddressSchema,
      handler: async (ctx, { body }) => new WithMessage(await editAddress(ctx, body), 'addresses:saved'),
    }),
    defineRoute({
      method: 'POST',
      path: '/address/delete',
      hosts: [host],
      access: accessOf(host, 'delete'),
      summary:
        'Delete an address (the last one cannot be: 409); deleting the default makes the newest other one the default',
      body: addressIdRequest,
      response: addressIdRequest,
      handler: async (ctx, { body }) =>
        new WithMessage(await deleteAddress(ctx, body.id), 'addresses:deleted'),
    }),
    defineRoute({
      method: 'POST',
      path: '/address/set_default',
      hosts: [host],
      access: accessOf(host, 'edit'),
      summary: 'Make an address the default (the one the label center preselects)',
      body: addressIdRequest,
      response: savedAddressSchema,
      handler: async (ctx, { body }) =>
        new WithMessage(await setDefaultAddress(ctx, body.id), 'addresses:defaultSet'),
    }),
  ];
}

export const addressRoutes: AnyRoute[] = [...addressRoutesOf('business'), ...addressRoutesOf('admin')];
