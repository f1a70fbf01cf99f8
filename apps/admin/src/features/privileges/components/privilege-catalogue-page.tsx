import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { TAdminPrivilege } from '@docapply/contracts';
import { PageHeading } from '@/components/page-heading';
import { HospitalSwitcher } from '@/components/hospital-switcher';
import { PageContainer } from '@/components/page-container';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useSelectedHospital } from '@/hooks/use-admin-hospitals';
import { usePrivileges } from '../api/get-privileges';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters';
import { listDepartments } from '../lib/group-privileges';
import { CatalogueFilters } from './catalogue-filters';
import { CatalogueList } from './catalogue-list';
import { HistoryDialog } from './history-dialog';
import { PrivilegeDialog } from './privilege-dialog';

type TDialogState =
  | { type: 'edit'; privilege: TAdminPrivilege | null }
  | { type: 'history'; privilege: TAdminPrivilege }
  | null;

/** /privileges: a hospital's privilege catalogue by department; every save is a new version. */
export function PrivilegeCataloguePage() {
  const { query: hospitalsQuery, hospitals, selected, select } = useSelectedHospital();
  const privileges = usePrivileges(selected?.id ?? null);
  const { filters, setFilters, clearFilters } = useCatalogueFilters();
  // The search box is emptied with the other filters by drawing a new one.
  const [clearCount, setClearCount] = useState(0);
  const [dialog, setDialog] = useState<TDialogState>(null);
  const rows = privileges.data ?? [];

  return (
    <PageContainer>
      <Stack spacing={6}>
        <PageHeading
          title="Privileges"
          description="What doctors can ask for, by department. Each save is a new version; applications keep the version they picked."
          action={
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!selected}
              onClick={() => setDialog({ type: 'edit', privilege: null })}
            >
              Add privilege
            </Button>
          }
        />
        {selected ? (
          <HospitalSwitcher hospitals={hospitals} selectedId={selected.id} onSelect={select} />
        ) : null}
        {hospitalsQuery.isPending || privileges.isLoading ? (
          <LoadingState label="Loading privileges..." />
        ) : null}
        {hospitalsQuery.isError ? (
          <ErrorState error={hospitalsQuery.error} onRetry={() => void hospitalsQuery.refetch()} />
        ) : null}
        {hospitalsQuery.isSuccess && !selected ? (
          <EmptyState title="No hospitals to manage">You manage the catalogue of no hospital yet.</EmptyState>
        ) : null}
        {privileges.isError ? (
          <ErrorState error={privileges.error} onRetry={() => void privileges.refetch()} />
        ) : null}
        {privileges.isSuccess ? (
          <>
            {rows.length > 0 ? (
              <CatalogueFilters
                key={clearCount}
                status={filters.status}
                q={filters.q}
                onChange={setFilters}
              />
            ) : null}
            <CatalogueList
              privileges={rows}
              filters={filters}
              onClearFilters={() => {
                clearFilters();
                setClearCount((count) => count + 1);
              }}
              onEdit={(privilege) => setDialog({ type: 'edit', privilege })}
              onHistory={(privilege) => setDialog({ type: 'history', privilege })}
            />
          </>
        ) : null}
      </Stack>
      {selected && dialog?.type === 'edit' ? (
        <PrivilegeDialog
          hospitalId={selected.id}
          privilege={dialog.privilege}
          departments={listDepartments(rows)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {selected && dialog?.type === 'history' ? (
        <HistoryDialog
          hospitalId={selected.id}
          privilege={dialog.privilege}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </PageContainer>
  );
}
