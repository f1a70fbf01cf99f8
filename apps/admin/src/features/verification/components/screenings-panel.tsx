import { Suspense, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Divider, Stack, Typography } from '@mui/material';
import {
  EXCLUSION_SOURCE_LABELS,
  EXCLUSION_SOURCES,
  type TScreening,
  type TScreeningResolution,
} from '@docapply/contracts';
import { formatDay, lazyComponent, preloadOnIntent } from '@docapply/ui';
import { useItemDialog } from '@/hooks/use-item-dialog';
import { ScreeningEntry } from './screening-entry';

// The dialog's code (its form, MUI's dialog) loads when it is first opened.
const ResolveScreeningDialog = lazyComponent(
  () => import('./resolve-screening-dialog'),
  (module) => module.ResolveScreeningDialog,
);

const MATCHED_BY: Record<NonNullable<TScreening['matchedBy']>, string> = {
  npi: 'by NPI',
  'name-dob': 'by name and date of birth',
  name: 'by name',
};

function describeResolution(screening: TScreening): string {
  const who = screening.resolvedBy ? ` by ${screening.resolvedBy}` : '';
  const when = screening.resolvedAt ? ` on ${formatDay(screening.resolvedAt)}` : '';
  const what = screening.resolution === 'confirmed' ? 'Match confirmed' : 'Dismissed as a false positive';
  return `${what}${who}${when}.`;
}

function ScreeningResult({
  screening,
  onResolve,
}: {
  screening: TScreening;
  onResolve: (resolution: TScreeningResolution) => void;
}) {
  const source = EXCLUSION_SOURCE_LABELS[screening.source];
  const matchedBy = screening.matchedBy ? ` ${MATCHED_BY[screening.matchedBy]}` : '';
  const entry = screening.entry ? <ScreeningEntry entry={screening.entry} /> : null;
  const note = screening.resolutionNote ? (
    <Typography variant="body2">Note: {screening.resolutionNote}</Typography>
  ) : null;
  if (screening.result === 'clear') {
    return <Typography>No match: the doctor is not on the list.</Typography>;
  }
  if (screening.result === 'hit' || screening.resolution === 'confirmed') {
    return (
      // Data on the page, not news: polite, so it does not interrupt on every read.
      <Alert severity="error" role="status">
        <AlertTitle>{`Excluded: listed on the ${source}${matchedBy}`}</AlertTitle>
        {screening.resolution ? (
          <Typography variant="body2">{describeResolution(screening)}</Typography>
        ) : null}
        {note}
        {entry}
      </Alert>
    );
  }
  if (screening.resolution === 'dismissed') {
    return (
      <Box>
        <Typography>{`Possible match${matchedBy}: ${describeResolution(screening)}`}</Typography>
        {note}
      </Box>
    );
  }
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{`Possible match${matchedBy}: confirm or dismiss it`}</AlertTitle>
      {entry}
      <Stack useFlexGap direction="row" spacing={2} sx={{ flexWrap: 'wrap', mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          aria-label={`Dismiss as false positive: ${source}`}
          onClick={() => onResolve('dismissed')}
          {...preloadOnIntent(ResolveScreeningDialog)}
        >
          Dismiss as false positive
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          aria-label={`Confirm match: ${source}`}
          onClick={() => onResolve('confirmed')}
          {...preloadOnIntent(ResolveScreeningDialog)}
        >
          Confirm match
        </Button>
      </Stack>
    </Alert>
  );
}

function ListScreening({ applicationId, screening }: { applicationId: string; screening: TScreening }) {
  const part = useRef<HTMLLIElement>(null);
  const dialog = useItemDialog(part);
  const [resolution, setResolution] = useState<TScreeningResolution>('dismissed');
  return (
    <Box component="li" ref={part} sx={{ py: 3 }}>
      <Typography component="h4" sx={{ fontWeight: 600 }}>
        {EXCLUSION_SOURCE_LABELS[screening.source]}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {`List of ${formatDay(screening.listDate)}, screened on ${formatDay(screening.screenedAt)}`}
      </Typography>
      <ScreeningResult
        screening={screening}
        onResolve={(chosen) => {
          setResolution(chosen);
          dialog.open();
        }}
      />
      {dialog.isOpen ? (
        <Suspense fallback={null}>
          <ResolveScreeningDialog
            applicationId={applicationId}
            screening={screening}
            resolution={resolution}
            onClose={dialog.close}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

/**
 * The latest screening of the doctor against each federal exclusion list, with the list's date: a
 * hit in red, a possible match for the office to confirm or dismiss, or clear.
 */
export function ScreeningsPanel({
  applicationId,
  screenings,
}: {
  applicationId: string;
  screenings: TScreening[];
}) {
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Exclusion screenings
      </Typography>
      <Stack
        component="ul"
        aria-label="Exclusion screenings"
        divider={<Divider component="li" aria-hidden />}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {EXCLUSION_SOURCES.map((source) => {
          // Newest first: the first of a list is its latest.
          const latest = screenings.find((screening) => screening.source === source);
          return latest ? (
            <ListScreening key={source} applicationId={applicationId} screening={latest} />
          ) : (
            <Box component="li" key={source} sx={{ py: 3 }}>
              <Typography component="h4" sx={{ fontWeight: 600 }}>
                {EXCLUSION_SOURCE_LABELS[source]}
              </Typography>
              <Typography color="text.secondary">Not screened yet.</Typography>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
