import { and, desc, eq } from 'drizzle-orm';
import type {
  TAdminPrivilege,
  TAdminPrivilegeList,
  TAdminPrivilegeVersions,
  TSavePrivilegeRequest,
} from '@docapply/contracts';
import { auditLog } from '@/core/db/schema';
import { resultOf, send } from './application-fixtures';
import type { TTestApp } from './helpers/test-app';

/** The catalogue editor's endpoints as a hospital's administrator calls them. */
export function catalogueClient(t: TTestApp, hospitalId: string) {
  const query = `hospitalId=${hospitalId}`;
  return {
    list: (token: string) => send(t.app, 'GET', `/api/admin/privileges?${query}`, token),
    create: (token: string, body: unknown) =>
      send(t.app, 'POST', `/api/admin/privileges?${query}`, token, body),
    update: (token: string, key: string, body: unknown) =>
      send(t.app, 'PUT', `/api/admin/privileges/${key}?${query}`, token, body),
    versions: (token: string, key: string) =>
      send(t.app, 'GET', `/api/admin/privileges/${key}/versions?${query}`, token),
    async listed(token: string): Promise<TAdminPrivilege[]> {
      return resultOf<TAdminPrivilegeList>(await this.list(token)).data;
    },
    async created(token: string, body: TSavePrivilegeRequest): Promise<TAdminPrivilege> {
      return resultOf<TAdminPrivilege>(await this.create(token, body), 201);
    },
    async updated(token: string, key: string, body: TSavePrivilegeRequest): Promise<TAdminPrivilege> {
      return resultOf<TAdminPrivilege>(await this.update(token, key, body));
    },
    async versionList(token: string, key: string): Promise<TAdminPrivilegeVersions['data']> {
      return resultOf<TAdminPrivilegeVersions>(await this.versions(token, key)).data;
    },
  };
}

/** A save request with the given changes. */
export function privilegeBody(overrides: Partial<TSavePrivilegeRequest> = {}): TSavePrivilegeRequest {
  return {
    department: 'Cardiology',
    name: 'Transoesophageal echo',
    criteria: '25 studies in 24 months; board certified',
    requirements: { minCases: { count: 25, months: 24 }, boardCertification: true },
    isCore: false,
    enabled: true,
    formKey: 'privilege-echo',
    ...overrides,
  };
}

/** The audit rows written about one privilege, newest first. */
export async function auditRowsOf(t: TTestApp, key: string) {
  return t.db
    .select({ actorId: auditLog.actorId, action: auditLog.action, data: auditLog.data })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'privilege'), eq(auditLog.entityId, key)))
    .orderBy(desc(auditLog.createdAt));
}
