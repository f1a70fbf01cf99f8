import { Link as RouterLink, useSearchParams } from 'react-router';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { todayString } from '@docapply/rules';
import { paths } from '@/config/paths';
import { HospitalSwitcher } from '@/components/hospital-switcher';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useSelectedHospital } from '@/hooks/use-admin-hospitals';
import { useOppeCycles } from '../api/oppe-cycles';
import { CyclePicker } from './cycle-picker';
import { CyclePractitioners } from './cycle-practitioners';
import { ImportCsv } from './import-csv';
import { OpenCycleButton } from './open-cycle-button';

/**
 * /oppe: for one of the administrator's hospitals (`?hospital=`), its OPPE cycles (`?cycle=`, the
 * newest by default), the chosen cycle's practitioners, and the import of the quality report's CSV.
 */
export function OppePage() {
  const { query: hospitalsQuery, hospitals, selected, select } = useSelectedHospital();
  const cycles = useOppeCycles(selected?.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const list = cycles.data ?? [];
  const cycle = list.find((item) => item.id === searchParams.get('cycle')) ?? list[0] ?? null;
  const today = todayString();
  const isTodayHeld = list.some((item) => item.startsOn <= today && today <= item.endsOn);
  const selectCycle = (cycleId: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('cycle', cycleId);
        return next;
      },
      { replace: true },
    );

  return (
    <PageContainer>
      <Stack spacing={6}>
        <PageHeading
          title="OPPE"
          description="Ongoing professional practice evaluation: each practitioner’s values against the department’s thresholds, cycle by cycle, and the chair’s signed conclusion."
          action={
            selected ? (
              <Button component={RouterLink} to={paths.oppeSettings.getHref(selected.id)}>
                Indicators and settings
              </Button>
            ) : null
          }
        />
        {selected ? (
          <HospitalSwitcher hospitals={hospitals} selectedId={selected.id} onSelect={select} />
        ) : null}
        {hospitalsQuery.isPending || (selected && cycles.isPending) ? (
          <LoadingState label="Loading OPPE cycles..." />
        ) : null}
        {hospitalsQuery.isError ? (
          <ErrorState error={hospitalsQuery.error} onRetry={() => void hospitalsQuery.refetch()} />
        ) : null}
        {hospitalsQuery.isSuccess && !selected ? (
          <EmptyState title="No hospitals to evaluate">
            Ask a platform administrator to add you to a hospital.
          </EmptyState>
        ) : null}
        {cycles.isError ? <ErrorState error={cycles.error} onRetry={() => void cycles.refetch()} /> : null}
        {selected && cycles.isSuccess ? (
          <>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={4}
              sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
            >
              {cycle ? <CyclePicker cycles={list} selectedId={cycle.id} onSelect={selectCycle} /> : null}
              {isTodayHeld ? null : <OpenCycleButton hospitalId={selected.id} onOpened={selectCycle} />}
            </Stack>
            <Paper
              component="section"
              aria-labelledby="oppe-import"
              variant="outlined"
              sx={{ borderRadius: 3, p: { xs: 5, md: 6 } }}
            >
              <Typography id="oppe-import" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 3 }}>
                Import values
              </Typography>
              <ImportCsv hospitalId={selected.id} />
            </Paper>
            {cycle ? (
              <CyclePractitioners hospitalId={selected.id} cycleId={cycle.id} />
            ) : (
              <EmptyState title="No OPPE cycle yet">
                Open the current cycle to start collecting values.
              </EmptyState>
            )}
          </>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
