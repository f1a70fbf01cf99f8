import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { TOppeReport } from '@docapply/contracts';
import { paths } from '@/config/paths';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { ErrorState, LoadingState } from '@/components/page-states';
import { useConcludeOppeReview, useOppeReport, useSaveOppeValue } from '../api/oppe-report';
import { formatCycle } from '../lib/format-oppe';
import { ConclusionCard } from './conclusion-card';
import { IndicatorCard } from './indicator-card';
import { ValueDialog } from './value-dialog';

type TReportIndicator = TOppeReport['indicators'][number];

/** /oppe/:hospitalId/:cycleId/:doctorId: one practitioner's OPPE in a cycle, and its conclusion. */
export function OppeReportPage() {
  const { hospitalId = '', cycleId = '', doctorId = '' } = useParams();
  const ids = { hospitalId, cycleId, doctorId };
  const report = useOppeReport(ids);
  const saveValue = useSaveOppeValue(ids);
  const conclude = useConcludeOppeReview(ids);
  const [editing, setEditing] = useState<TReportIndicator | null>(null);
  const data = report.data;
  return (
    <PageContainer>
      <Stack spacing={6}>
        <div>
          <Link
            component={RouterLink}
            to={paths.oppe.getHref(hospitalId, cycleId)}
            underline="hover"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
          >
            <ArrowBackIcon fontSize="small" aria-hidden />
            Back to the cycle’s practitioners
          </Link>
        </div>
        {report.isPending ? <LoadingState label="Loading the OPPE report..." /> : null}
        {report.isError ? <ErrorState error={report.error} onRetry={() => void report.refetch()} /> : null}
        {data ? (
          <>
            <PageHeading
              title={data.practitioner.name}
              description={`OPPE for ${formatCycle(data.cycle)}${data.cycle.state === 'open' ? ' (open)' : ''}${data.practitioner.npi ? `. NPI ${data.practitioner.npi}` : ''}.`}
            />
            <Stack component="section" aria-labelledby="oppe-indicators" spacing={4}>
              <Typography id="oppe-indicators" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                Indicators
              </Typography>
              {data.indicators.map((item) => (
                <IndicatorCard key={item.indicator.id} item={item} onEdit={() => setEditing(item)} />
              ))}
            </Stack>
            <ConclusionCard review={data.review} onConclude={(body) => conclude.mutateAsync(body)} />
          </>
        ) : null}
      </Stack>
      {editing ? (
        <ValueDialog
          indicator={editing.indicator}
          value={editing.value}
          isPending={saveValue.isPending}
          onSave={(body) => saveValue.mutateAsync({ indicatorId: editing.indicator.id, body })}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </PageContainer>
  );
}
