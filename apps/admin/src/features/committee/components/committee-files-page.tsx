import { Link as RouterLink } from 'react-router';
import { Chip, Link, Stack } from '@mui/material';
import type { TCommitteeFileSummary } from '@docapply/contracts';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { ResponsiveList, type TListColumn } from '@/components/responsive-list';
import { paths } from '@/config/paths';
import { useCommitteeFiles } from '../api/committee-api';
import { describeState, formatSince } from '../lib/file-words';

type TFileRow = TCommitteeFileSummary & { id: string };

const TITLE: TListColumn<TFileRow> = {
  header: 'Doctor',
  render: (file) => (
    <Link
      component={RouterLink}
      to={paths.committeeFile.getHref(file.applicationId)}
      sx={{ fontWeight: 600 }}
    >
      {file.doctorName}
    </Link>
  ),
};

const COLUMNS: TListColumn<TFileRow>[] = [
  { header: 'Hospital', render: (file) => file.hospitalName },
  { header: 'Step', render: (file) => `${file.route.position}. ${file.route.stepName}` },
  { header: 'At this step for', render: (file) => formatSince(file.route.since) },
  {
    header: 'State',
    render: (file) => (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <span>{describeState(file.route)}</span>
        {file.canAct ? <Chip size="small" color="primary" label="Your turn" /> : null}
      </Stack>
    ),
  },
];

/** /committee: the files at the steps the user sits on (for the office, every file in its routes). */
export function CommitteeFilesPage() {
  const files = useCommitteeFiles();
  const rows = (files.data?.data ?? []).map((file) => ({ ...file, id: file.applicationId }));

  return (
    <PageContainer>
      <Stack spacing={6}>
        <PageHeading
          title="Committee"
          description="Applications waiting for a recommendation or a vote at the steps you sit on."
        />
        {files.isPending ? <LoadingState label="Loading the files..." /> : null}
        {files.isError ? <ErrorState error={files.error} onRetry={() => void files.refetch()} /> : null}
        {files.isSuccess && rows.length === 0 ? (
          <EmptyState title="No files for you">
            When an application reaches a step you sit on, it appears here and you get an email.
          </EmptyState>
        ) : null}
        {rows.length > 0 ? (
          <ResponsiveList label="Files in the decision route" items={rows} title={TITLE} columns={COLUMNS} />
        ) : null}
      </Stack>
    </PageContainer>
  );
}
