import { Paper, Stack, Typography } from '@mui/material';
import { formatDay } from '@docapply/ui';
import { HospitalSwitcher } from '@/components/hospital-switcher';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useSelectedHospital } from '@/hooks/use-admin-hospitals';
import { useTurnaround } from '../api/get-turnaround';
import { TurnaroundChart, hasTurnaroundBars } from './turnaround-chart';
import { TurnaroundTable } from './turnaround-table';

/** /turnaround: how long the chosen hospital's applications stay in each status, over 12 months. */
export function TurnaroundPage() {
  const { query: hospitalsQuery, hospitals, selected, select } = useSelectedHospital();
  const turnaround = useTurnaround(selected?.id);
  const report = turnaround.data;
  const hasStays = report?.data.some((row) => row.count > 0) ?? false;

  return (
    <PageContainer>
      <Stack spacing={6}>
        <PageHeading
          title="Turnaround"
          description="How many days applications stayed in each status before moving on, over the last 12 months: the median and the 90th percentile (nine in ten moved on sooner)."
        />
        {selected ? (
          <HospitalSwitcher hospitals={hospitals} selectedId={selected.id} onSelect={select} />
        ) : null}
        {hospitalsQuery.isPending || (selected && turnaround.isPending) ? (
          <LoadingState label="Loading turnaround..." />
        ) : null}
        {hospitalsQuery.isError ? (
          <ErrorState error={hospitalsQuery.error} onRetry={() => void hospitalsQuery.refetch()} />
        ) : null}
        {hospitalsQuery.isSuccess && !selected ? (
          <EmptyState title="No hospitals to report on">
            Ask a platform administrator to add you to a hospital.
          </EmptyState>
        ) : null}
        {turnaround.isError ? (
          <ErrorState error={turnaround.error} onRetry={() => void turnaround.refetch()} />
        ) : null}
        {report && !hasStays ? (
          <EmptyState title="No turnaround times yet">
            Times appear here once an application moves on from a status, for example from Applied to In
            review. The time it spent in a status counts when it leaves it, for moves in the last 12 months.
          </EmptyState>
        ) : null}
        {report && hasStays ? (
          <Stack spacing={5}>
            {hasTurnaroundBars(report.data) ? (
              <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 3, md: 5 } }}>
                <TurnaroundChart rows={report.data} />
              </Paper>
            ) : (
              // Every median and 90th percentile rounds to 0 days: a chart would be an empty plot.
              <EmptyState title="Nothing to chart yet">
                So far applications moved on from a status within about an hour of reaching it, which counts
                as 0 days. Bars appear here once applications spend longer in a status, such as a review that
                takes a day.
              </EmptyState>
            )}
            <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
              <TurnaroundTable rows={report.data} />
            </Paper>
            <Typography variant="body2" color="text.secondary">
              Status changes from {formatDay(report.from)} to {formatDay(report.to)}.
            </Typography>
          </Stack>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
