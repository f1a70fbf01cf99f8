import { useState } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { TAdminFormDetail } from '@docapply/contracts';
import { ErrorState, LoadingState } from '@/components/page-states';
import { useFormDiff } from '../../api/get-form-diff';
import { FormDiffList } from './form-diff-list';

type TSide = number | 'draft';

function toSide(value: string): TSide {
  return value === 'draft' ? 'draft' : Number(value);
}

/** The newest pair: the draft against the latest version, else the latest against the one before. */
function getDefaultPair(detail: TAdminFormDetail): { from: number | null; to: TSide | null } {
  const [latest, previous] = detail.versions;
  if (detail.draft) {
    return { from: latest?.version ?? null, to: latest ? 'draft' : null };
  }
  return { from: previous?.version ?? null, to: latest?.version ?? null };
}

type TFormDiffPanelProps = { hospitalId: string; detail: TAdminFormDetail; isDirty: boolean };

/** Compares any two versions, or a version with the saved draft. */
export function FormDiffPanel({ hospitalId, detail, isDirty }: TFormDiffPanelProps) {
  const [pair, setPair] = useState(() => getDefaultPair(detail));
  const diff = useFormDiff(hospitalId, detail.key, pair.from, pair.to);
  const sides: { value: TSide; label: string }[] = [
    ...(detail.draft ? [{ value: 'draft' as const, label: `Draft (version ${detail.draft.version})` }] : []),
    ...detail.versions.map((version) => ({ value: version.version, label: `Version ${version.version}` })),
  ];
  if (sides.length < 2 || pair.from === null || pair.to === null) {
    return (
      <Typography color="text.secondary">There is only one version so far: nothing to compare.</Typography>
    );
  }
  return (
    <Stack spacing={4}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <TextField
          select
          size="small"
          label="From"
          value={String(pair.from)}
          onChange={(event) => setPair({ ...pair, from: Number(event.target.value) })}
          sx={{ minWidth: 200 }}
        >
          {detail.versions.map((version) => (
            <MenuItem key={version.version} value={String(version.version)}>
              Version {version.version}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="To"
          value={String(pair.to)}
          onChange={(event) => setPair({ ...pair, to: toSide(event.target.value) })}
          sx={{ minWidth: 200 }}
        >
          {sides.map((side) => (
            <MenuItem key={side.value} value={String(side.value)}>
              {side.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {pair.to === 'draft' && isDirty ? (
        <Typography variant="body2" color="text.secondary">
          The draft as last saved; your unsaved changes are not included.
        </Typography>
      ) : null}
      {pair.from === pair.to ? (
        <Typography color="text.secondary">Choose two different versions.</Typography>
      ) : null}
      {diff.isLoading ? <LoadingState label="Comparing versions..." /> : null}
      {diff.isError ? <ErrorState error={diff.error} onRetry={() => void diff.refetch()} /> : null}
      {diff.isSuccess && pair.from !== pair.to ? <FormDiffList changes={diff.data.changes} /> : null}
    </Stack>
  );
}
