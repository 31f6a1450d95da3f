import { z } from 'zod';
import { FeePage } from '../../../domain/kernel/permissions';
import { rowId } from '../../../domain/kernel/request-fields';
import {
  cardInForceAnswer,
  cardInForceRequest,
  defaultCardAnswer,
  overrideCreateRequest,
  overrideListFilter,
  overrideRow,
  overrideUpdateRequest,
  platformFeeRow,
  platformFeeUpdateRequest,
  rateCardInput,
} from '../../../domain/wallet/fees';
import { pageSchema, pagingFields } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import {
  cardInForceFor,
  createOverride,
  getDefaultCard,
  getOverride,
  listOverrides,
  updateDefaultCard,
  updateOverride,
} from './rate-card-service';
import { listPlatformFees, updatePlatformFee } from './rate-platform-service';

const account = FeePage.account;
const platform = FeePage.platform;
const saved = 'wallet:fees.messages.saved';

/** Admin Fee/Account (the default card and per-seller overrides) and Fee/Platform (marketplace fees). */
export const rateRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/fee/account/default/get',
    hosts: ['admin'],
    access: { kind: 'permission', code: account, action: 'get' },
    summary: 'The default rate card, for sellers without an override in force',
    response: defaultCardAnswer,
    handler: async (ctx) => getDefaultCard(ctx),
  }),
  defineRoute({
    method: 'POST',
    path: '/fee/account/default/update',
    hosts: ['admin'],
    access: { kind: 'permission', code: account, action: 'edit' },
    summary: 'Edits the default rate card (dollars and percents with at most 2 decimals)',
    body: rateCardInput,
    response: defaultCardAnswer,
    handler: async (ctx, { body }) => new WithMessage(await updateDefaultCard(ctx, body), saved),
  }),
  defineRoute({
    method: 'POST',
    path: '/fee/account/override/list',
    hosts: ['admin'],
    access: { kind: 'permission', code: account, action: 'query' },
    summary: "Sellers' rate overrides, paged, by seller code and newest effective day first",
    body: overrideListFilter.extend(pagingFields),
    response: pageSchema(overrideRow),
    handler: async (ctx, { body }) => listOverrides(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/fee/account/override/get',
    hosts: ['admin'],
    access: { kind: 'permission', code: account, action: 'get' },
    summary: "One seller's rate override",
    body: z.strictObject({ id: rowId }),
    response: overrideRow,
    handler: async (ctx, { body }) => getOverride(ctx, body.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/fee/account/override/create',
    hosts: ['admin'],
    access: { kind: 'permission', code: account, action: 'add' },
    summary: 'Gives a seller its own rate card from an effective day (one per seller and day)',
    body: overrideCreateRequest,
    response: overrideRow,
    handler: async (ctx, { body }) => new WithMessage(await createOverride(ctx, body), saved),
  }),
  defineRoute({
    method: 'POST',
    path: '/fee/account/override/update',
    hosts: ['admin'],
    access: { kind: 'permission', code: account, action: 'edit' },
    summary: "Edits a seller's rate override: its effective day and values",
    body: overrideUpdateRequest,
    response: overrideRow,
    handler: async (ctx, { body }) => new WithMessage(await updateOverride(ctx, body), saved),
  }),
  defineRoute({
    method: 'POST',
    path: '/fee/account/inForce',
    hosts: ['admin'],
    access: { kind: 'permission', code: account, action: 'get' },
    summary: 'The rate card a seller pays by on a day (today by default) and the override it comes from',
    body: cardInForceRequest,
    response: cardInForceAnswer,
    handler: async (ctx, { body }) => cardInForceFor(ctx, body.sellerId, body.day),
  }),
  defineRoute({
    method: 'POST',
    path: '/fee/platform/list',
    hosts: ['admin'],
    access: { kind: 'permission', code: platform, action: 'query' },
    summary: "Each marketplace's fee on a sale; the B2B platform's is 0% and cannot change",
    response: z.array(platformFeeRow),
    handler: async (ctx) => listPlatformFees(ctx),
  }),
  defineRoute({
    method: 'POST',
    path: '/fee/platform/update',
    hosts: ['admin'],
    access: { kind: 'permission', code: platform, action: 'edit' },
    summary: "Sets a marketplace's fee percent (0-100, at most 2 decimals)",
    body: platformFeeUpdateRequest,
    response: platformFeeRow,
    handler: async (ctx, { body }) => new WithMessage(await updatePlatformFee(ctx, body), saved),
  }),
];
