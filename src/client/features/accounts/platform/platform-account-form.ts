import type { TFunction } from 'i18next';
import { createPlatformAccountRequest } from '../../../../domain/accounts/accounts';
import type {
  CreatePlatformAccountRequest,
  PlatformUserType,
  UpdatePlatformAccountRequest,
} from '../../../../domain/accounts/accounts';
import { PASSWORD_MIN_LENGTH, PortalId } from '../../../../domain/kernel/users';
import type { PlatformAccountRow } from '../api/platform-account-list';
import type { AssignmentDraft } from './WarehouseAssignmentEditor';

/**
 * The platform account form: its values, their validation (the domain's request schema, field by
 * field, with messages in the user's language) and the request bodies it sends.
 */
export type PlatformAccountValues = {
  username: string;
  password: string;
  realname: string;
  email: string;
  userType: string;
  roleId: string | null;
  warehouses: AssignmentDraft[];
};

const fields = createPlatformAccountRequest.shape;

export function initialValues(account: PlatformAccountRow | null): PlatformAccountValues {
  return {
    username: account?.username ?? '',
    password: '',
    realname: account?.realname ?? '',
    email: account?.email ?? '',
    userType: String(account?.userType ?? PortalId.admin),
    roleId: account ? String(account.roleId) : null,
    warehouses: (account?.warehouses ?? []).map((w) => ({ ...w, permissions: [...w.permissions] })),
  };
}

export function platformAccountValidation(t: TFunction, creating: boolean) {
  return {
    username: (v: string) =>
      !creating
        ? null
        : !v.trim()
          ? t('form.required')
          : fields.username.safeParse(v).success
            ? null
            : t('form.invalidUsername'),
    password: (v: string) =>
      !creating
        ? null
        : !v
          ? t('form.required')
          : fields.password.safeParse(v).success
            ? null
            : t('form.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
    realname: (v: string) => (fields.realname.safeParse(v).success ? null : t('form.required')),
    email: (v: string) => (fields.email.safeParse(v.trim()).success ? null : t('form.invalidEmail')),
    roleId: (v: string | null) => (v ? null : t('form.required')),
  };
}

function isWarehouseStaff(values: PlatformAccountValues): boolean {
  return Number(values.userType) === PortalId.warehouse;
}

/** Warehouse staff send their assignments; admins never hold any. */
function assignments(values: PlatformAccountValues) {
  if (!isWarehouseStaff(values)) return undefined;
  return values.warehouses.map((w) => ({ wareId: w.wareId, permissions: w.permissions }));
}

export function createBody(values: PlatformAccountValues): CreatePlatformAccountRequest {
  return {
    username: values.username.trim(),
    password: values.password,
    realname: values.realname.trim(),
    email: values.email.trim(),
    userType: Number(values.userType) as PlatformUserType,
    roleId: Number(values.roleId),
    warehouses: assignments(values),
  };
}

export function updateBody(id: number, values: PlatformAccountValues): UpdatePlatformAccountRequest {
  return {
    id,
    realname: values.realname.trim(),
    email: values.email.trim(),
    roleId: Number(values.roleId),
    warehouses: assignments(values),
  };
}
