import { useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { Divider, Stack, Typography } from '@mui/material';
import { EXCLUSION_SOURCE_LABELS, type TExclusionLists } from '@docapply/contracts';
import { SectionCard } from '@docapply/ui';
import { exclusionListKeys } from '../api/exclusion-list-keys';
import { CurrentList } from './current-list';
import { DownloadUrlForm } from './download-url-form';
import { ImportHistory } from './import-history';
import type { TImportOutcome } from './import-outcome';
import { UploadListForm } from './upload-list-form';

type TSourceList = TExclusionLists['sources'][number];

/** What a source's sub-heading says, in the card's own words. */
function SubHeading({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

/**
 * One exclusion list (OIG LEIE or SAM): the list in force, the two ways to bring in a new one
 * (the monthly download's address, or a file uploaded by hand), how the last one went, and the
 * history. An upload and a download of the same list never run at once.
 */
export function ExclusionSourceCard({ list }: { list: TSourceList }) {
  const label = EXCLUSION_SOURCE_LABELS[list.source];
  const [outcome, setOutcome] = useState<TImportOutcome | null>(null);
  const isBusy = useIsMutating({ mutationKey: exclusionListKeys.import(list.source) }) > 0;

  return (
    <SectionCard id={`exclusion-list-${list.source}`} title={label}>
      <Stack spacing={5} divider={<Divider flexItem />}>
        <Stack spacing={2}>
          <SubHeading>Current list</SubHeading>
          <CurrentList current={list.current} />
        </Stack>
        <Stack spacing={3}>
          <SubHeading>Monthly download</SubHeading>
          <DownloadUrlForm
            source={list.source}
            url={list.url}
            isBusy={isBusy}
            outcome={outcome}
            onOutcome={setOutcome}
          />
        </Stack>
        <Stack spacing={3}>
          <SubHeading>Upload a file</SubHeading>
          <UploadListForm source={list.source} isBusy={isBusy} outcome={outcome} onOutcome={setOutcome} />
        </Stack>
        <Stack spacing={2}>
          <SubHeading>Imports</SubHeading>
          <ImportHistory label={label} imports={list.history} />
        </Stack>
      </Stack>
    </SectionCard>
  );
}
