import type { z } from 'zod';
import { accountIdRequest, passwordResetAnswer } from '../../../domain/accounts/accounts';
import type { AccountAction } from '../../../domain/accounts/accounts';
import type { Action } from '../../../domain/kernel/permissions';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { changeAccountStatus, resetAccountPassword } from './account-lifecycle';
import type { AccountKind } from './account-lifecycle';

/**
 * The status and password routes of one kind of account (merchants, platform staff): the same
 * body, grant, service and success message for each; only the path, summary and answer differ.
 */
export type LifecycleRoutes = {
  /** e.g. '/account/business': the routes are <base>/approve, /enable, /disable, /resetPassword. */
  base: string;
  /** The admin page whose grant the routes need. */
  page: string;
  kind: AccountKind;
  /** What a status change answers. */
  stateResponse: z.ZodType;
  /** The status changes this kind offers, in route order, each with its summary. */
  statusSummaries: Partial<Record<AccountAction, string>>;
  resetPasswordSummary: string;
};

const STATUS_CHANGE: Record<AccountAction, { grant: Action; message: string }> = {
  approve: { grant: 'enable', message: 'accounts:messages.approved' },
  enable: { grant: 'enable', message: 'accounts:messages.enabled' },
  disable: { grant: 'disable', message: 'accounts:messages.disabled' },
};

export function accountLifecycleRoutes(spec: LifecycleRoutes): AnyRoute[] {
  const summaries = Object.entries(spec.statusSummaries) as [AccountAction, string][];
  const statusRoutes = summaries.map(([action, summary]) =>
    defineRoute({
      method: 'POST',
      path: `${spec.base}/${action}`,
      hosts: ['admin'],
      access: { kind: 'permission', code: spec.page, action: STATUS_CHANGE[action].grant },
      summary,
      body: accountIdRequest,
      response: spec.stateResponse,
      handler: async (ctx, { body }) =>
        new WithMessage(
          await changeAccountStatus(ctx, spec.kind, body.id, action),
          STATUS_CHANGE[action].message,
        ),
    }),
  );
  const resetPasswordRoute = defineRoute({
    method: 'POST',
    path: `${spec.base}/resetPassword`,
    hosts: ['admin'],
    access: { kind: 'permission', code: spec.page, action: 'edit' },
    summary: spec.resetPasswordSummary,
    body: accountIdRequest,
    response: passwordResetAnswer,
    handler: async (ctx, { body }) =>
      new WithMessage(await resetAccountPassword(ctx, spec.kind, body.id), 'accounts:messages.passwordReset'),
  });
  return [...statusRoutes, resetPasswordRoute];
}
