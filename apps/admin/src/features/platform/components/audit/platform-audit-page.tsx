import { useMemo } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { AUDIT_EXPORT_MAX_ROWS } from '@docapply/contracts';
import { formatCount, useAlert } from '@docapply/ui';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { usePlatformHospitals } from '../../api/get-hospitals';
import { useExportAudit } from '../../api/export-audit';
import { usePlatformAudit } from '../../api/get-audit';
import { useAuditFilters } from '../../hooks/use-audit-filters';
import { toAuditQuery } from '../../lib/audit-query';
import { AuditFilters } from './audit-filters';
import { AuditList } from './audit-list';

const ENTRY = { one: 'entry', other: 'entries' };

/** /platform/audit: every change anyone made, with who, when, from where, and before → after. */
export function PlatformAuditPage() {
  const { filters, setFilters, hasFilters, clearFilters } = useAuditFilters();
  const query = useMemo(() => toAuditQuery(filters), [filters]);
  const audit = usePlatformAudit(query);
  const hospitals = usePlatformHospitals();
  const exportAudit = useExportAudit();
  const { showApiError } = useAlert();
  const entries = useMemo(() => audit.data?.pages.flatMap((page) => page.data) ?? [], [audit.data]);

  return (
    <PageContainer>
      <Stack spacing={6}>
        <PageHeading
          title="Audit trail"
          description="Every change to applications, forms, hospitals, accounts and settings, newest first. Entries are never changed or removed."
          action={
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              loading={exportAudit.isPending}
              loadingPosition="start"
              onClick={() => exportAudit.mutate(query, { onError: (error) => showApiError(error) })}
            >
              Export CSV
            </Button>
          }
        />
        <AuditFilters
          filters={filters}
          hospitals={hospitals.data ?? []}
          hasFilters={hasFilters}
          onChange={setFilters}
          onClear={clearFilters}
        />
        {audit.isPending ? <LoadingState label="Loading the audit trail..." /> : null}
        {audit.isError && !audit.data ? (
          <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />
        ) : null}
        {audit.data && entries.length === 0 ? (
          <EmptyState title={hasFilters ? 'No entries match' : 'No entries yet'}>
            {hasFilters
              ? 'Try other filters or a wider range of days.'
              : 'Changes appear here as they are made.'}
          </EmptyState>
        ) : null}
        {entries.length > 0 ? (
          <Stack spacing={4}>
            <Typography role="status" color="text.secondary">
              {`Showing ${formatCount(entries.length, ENTRY)}${audit.hasNextPage ? '; older ones follow' : ''}. `}
              {`Export CSV writes up to ${formatCount(AUDIT_EXPORT_MAX_ROWS, ENTRY)} with these filters.`}
            </Typography>
            <AuditList entries={entries} />
            {audit.hasNextPage ? (
              <Button
                variant="outlined"
                onClick={() => void audit.fetchNextPage()}
                loading={audit.isFetchingNextPage}
                sx={{ alignSelf: 'center' }}
              >
                Load more
              </Button>
            ) : null}
            {audit.isFetchNextPageError ? <ErrorState error={audit.error} /> : null}
          </Stack>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
