import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  LinearProgress,
  Paper,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { PHONE_MEDIA_QUERY, TablePager } from '@docapply/ui';
import { paths } from '@/config/paths';
import { PageSection } from '@/components/page-section';
import { useMyApplications } from '../api/get-my-applications';
import { useSearchApplications } from '../api/search-applications';
import { PAGE_SIZES, useApplicationFilters } from '../hooks/use-application-filters';
import { ApplicationCards } from './application-cards';
import { ApplicationFilters } from './application-filters';
import { ApplicationsTable } from './applications-table';

function EmptyState({ hasFilters, onClear }: { hasFilters: boolean; onClear: () => void }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 6, md: 8 }, textAlign: 'center' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {hasFilters ? 'No applications match your search' : 'You have no applications yet'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {hasFilters
          ? 'Try another hospital name, or clear the filters.'
          : 'Choose a hospital to start your first application; your answers are saved as you go.'}
      </Typography>
      <Box sx={{ mt: 5 }}>
        {hasFilters ? (
          <Button variant="outlined" onClick={onClear}>
            Clear filters
          </Button>
        ) : (
          <Button component={RouterLink} to={paths.apply.getHref()} variant="contained">
            Start an application
          </Button>
        )}
      </Box>
    </Paper>
  );
}

/** /my/application: the doctor's applications with search, filters and pages. */
export function MyApplicationsPage() {
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY, { noSsr: true });
  const { filters, setFilters, clearFilters, search, hasFilters } = useApplicationFilters();
  const results = useSearchApplications(search);
  const mine = useMyApplications();

  const hospitals = useMemo(() => {
    const byId = new Map(
      (mine.data ?? []).map((a) => [a.hospitalId, { id: a.hospitalId, name: a.hospitalName }]),
    );
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [mine.data]);

  const rows = results.data?.data ?? [];
  const total = results.data?.total ?? 0;

  return (
    <PageSection
      title="My Application"
      intro="Every application you started, and where it stands."
      maxWidth="lg"
    >
      <ApplicationFilters filters={filters} hospitals={hospitals} onChange={setFilters} />
      <Box aria-busy={results.isFetching}>
        {results.isFetching && results.data ? <LinearProgress aria-label="Updating the list" /> : null}
        {results.isPending ? (
          <Stack spacing={2} role="progressbar" aria-label="Loading your applications">
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        ) : null}
        {results.data && total === 0 ? <EmptyState hasFilters={hasFilters} onClear={clearFilters} /> : null}
        {total > 0 ? (
          <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', p: isPhone ? 3 : 0 }}>
            {isPhone ? <ApplicationCards applications={rows} /> : <ApplicationsTable applications={rows} />}
            <TablePager
              count={total}
              page={filters.page}
              pageSize={filters.pageSize}
              pageSizes={PAGE_SIZES}
              onPageChange={(page) => setFilters({ page })}
              onPageSizeChange={(pageSize) => setFilters({ pageSize })}
              pageSizeLabel={isPhone ? 'Per page' : 'Rows per page'}
            />
          </Paper>
        ) : null}
      </Box>
    </PageSection>
  );
}
