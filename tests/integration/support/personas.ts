import type { Kysely } from 'kysely';
import { fullGrant, WarehousePermission } from '../../../src/domain/kernel/permissions';
import { fullWarehouseGrants } from '../../../src/domain/kernel/roles';
import { AccountStatus, PortalId, RoleId } from '../../../src/domain/kernel/users';
import type { PortalId as Portal } from '../../../src/domain/kernel/users';
import type { DB } from '../../../src/server/db/schema';
import { hashToken, newToken } from '../../../src/server/http/session';
import type { PermissionGrant } from '../../../src/domain/kernel/permissions';

/**
 * The people of the permission matrix, made straight in the database so the matrix does not depend on
 * the login route it also tests. Each call to tokenFor() opens a fresh session, so a route that ends
 * sessions (logout, password change) cannot disturb the next request.
 */
export type PersonaName =
  'anonymous' | 'superAdmin' | 'manager' | 'employee' | 'merchant' | 'warehouseStaff' | 'inspector';

export type Persona = {
  name: PersonaName;
  userId: number | null;
  userType: Portal | null;
  roleId: number | null;
  roleGrants: PermissionGrant[];
  /** Grants in the persona's own warehouse (sent as the wareId header). */
  warehouseGrants: PermissionGrant[];
  wareId: number | null;
};

type PersonaSeed = {
  name: PersonaName;
  userType: Portal;
  roleId: number;
  warehouseGrants?: PermissionGrant[];
};

const SEEDS: PersonaSeed[] = [
  { name: 'superAdmin', userType: PortalId.admin, roleId: RoleId.superAdmin },
  { name: 'manager', userType: PortalId.admin, roleId: RoleId.manager },
  { name: 'employee', userType: PortalId.admin, roleId: RoleId.employee },
  { name: 'merchant', userType: PortalId.seller, roleId: RoleId.merchant },
  {
    name: 'warehouseStaff',
    userType: PortalId.warehouse,
    roleId: RoleId.warehouse,
    warehouseGrants: fullWarehouseGrants(),
  },
  {
    name: 'inspector',
    userType: PortalId.warehouse,
    roleId: RoleId.warehouse,
    warehouseGrants: [fullGrant(WarehousePermission.inspection)],
  },
];

export async function createPersonas(db: Kysely<DB>): Promise<Persona[]> {
  const ware = await db
    .insertInto('warehouses')
    .values({ name: `Matrix warehouse ${Date.now()}`, level: 1, address: 'Dock 1', status: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const personas: Persona[] = [
    {
      name: 'anonymous',
      userId: null,
      userType: null,
      roleId: null,
      roleGrants: [],
      warehouseGrants: [],
      wareId: null,
    },
  ];
  for (const [i, seed] of SEEDS.entries()) {
    const role = await db
      .selectFrom('roles')
      .select('permissions')
      .where('id', '=', seed.roleId)
      .executeTakeFirstOrThrow();
    const user = await db
      .insertInto('users')
      .values({
        username: `matrix_${seed.name}_${i}`,
        password_hash: 'not-used',
        user_type: seed.userType,
        role_id: seed.roleId,
        uid: `M${String(900000 + i)}`,
        realname: seed.name,
        nickname: seed.name,
        ename: '',
        email: '',
        head_img: '',
        phone: '',
        status: AccountStatus.active,
        language: 'en_us',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (seed.warehouseGrants) {
      await db
        .insertInto('user_warehouses')
        .values({ user_id: user.id, ware_id: ware.id, permissions: JSON.stringify(seed.warehouseGrants) })
        .execute();
    }
    personas.push({
      name: seed.name,
      userId: user.id,
      userType: seed.userType,
      roleId: seed.roleId,
      roleGrants: role.permissions as PermissionGrant[],
      warehouseGrants: seed.warehouseGrants ?? [],
      wareId: ware.id,
    });
  }
  return personas;
}

/** A fresh 7-day session for the persona (none for anonymous). */
export async function tokenFor(
  db: Kysely<DB>,
  persona: Persona,
  host = 'admin',
): Promise<string | undefined> {
  if (persona.userId === null) return undefined;
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: persona.userId,
      host,
      expires_at: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      revoked_at: null,
    })
    .execute();
  return token;
}
