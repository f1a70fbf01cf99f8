import { Button, Stack } from '@mui/material';
import type { TAdminPrivilege } from '@docapply/contracts';
import { EmptyState } from '@/components/page-states';
import { groupPrivileges } from '../lib/group-privileges';
import type { TStatusFilter } from '../hooks/use-catalogue-filters';
import { DepartmentSection } from './department-section';

type TCatalogueListProps = {
  privileges: readonly TAdminPrivilege[];
  filters: { status: TStatusFilter; q: string };
  onClearFilters: () => void;
  onEdit: (privilege: TAdminPrivilege) => void;
  onHistory: (privilege: TAdminPrivilege) => void;
};

/** The filtered catalogue, one section per department, or why nothing is shown. */
export function CatalogueList({
  privileges,
  filters,
  onClearFilters,
  onEdit,
  onHistory,
}: TCatalogueListProps) {
  if (privileges.length === 0) {
    return (
      <EmptyState title="No privileges yet">
        Add the first privilege doctors can ask for at this hospital.
      </EmptyState>
    );
  }
  const groups = groupPrivileges(privileges, filters);
  if (groups.length === 0) {
    return (
      <EmptyState title="No privileges match">
        <Button onClick={onClearFilters}>Clear filters</Button>
      </EmptyState>
    );
  }
  return (
    <Stack spacing={8}>
      {groups.map((group) => (
        <DepartmentSection key={group.department} group={group} onEdit={onEdit} onHistory={onHistory} />
      ))}
    </Stack>
  );
}
