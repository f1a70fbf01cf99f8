import type { TAdminPrivilege } from '@docapply/contracts';
import type { TStatusFilter } from '../hooks/use-catalogue-filters';

export type TDepartmentGroup = { department: string; privileges: TAdminPrivilege[] };

type TGroupOptions = { status: TStatusFilter; q: string };

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * The privileges the filters keep, one group per department (departments by name), each with its
 * core privileges first, then the special ones, by name within each.
 */
export function groupPrivileges(privileges: readonly TAdminPrivilege[], { status, q }: TGroupOptions) {
  const search = q.trim().toLocaleLowerCase();
  const kept = privileges.filter(
    (privilege) =>
      (status === 'all' || privilege.enabled === (status === 'enabled')) &&
      (search === '' || privilege.name.toLocaleLowerCase().includes(search)),
  );
  const groups = new Map<string, TAdminPrivilege[]>();
  for (const privilege of kept) {
    groups.set(privilege.department, [...(groups.get(privilege.department) ?? []), privilege]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => byName(a, b))
    .map(([department, members]): TDepartmentGroup => ({
      department,
      privileges: members.toSorted((a, b) => Number(b.isCore) - Number(a.isCore) || byName(a.name, b.name)),
    }));
}

/** Every department of the catalogue once, by name: the suggestions of the dialog's department field. */
export function listDepartments(privileges: readonly TAdminPrivilege[]): string[] {
  return [...new Set(privileges.map((privilege) => privilege.department))].sort(byName);
}
