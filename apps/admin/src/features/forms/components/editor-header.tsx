import type { ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { TAdminFormDetail } from '@docapply/contracts';
import { formatDay, formatMoment } from '@docapply/ui';
import { PractitionerTypesPicker } from '@/components/practitioner-types-field';
import { paths } from '@/config/paths';
import { FORM_KIND_LABELS, FORM_OFFERED_TO, formatActor } from './form-labels';

/** "Draft of version 3, last saved … by Hana Admin" or "Published version 2 (03/05/2026, Mary Staff)". */
function describeStatus(detail: TAdminFormDetail): string {
  if (detail.draft) {
    const { version, updatedAt, updatedBy } = detail.draft;
    return `Draft of version ${version}, last saved ${formatMoment(updatedAt)} by ${formatActor(updatedBy)}`;
  }
  if (detail.published) {
    const { version, publishedAt, publishedBy } = detail.published;
    return `Published version ${version} (${formatDay(publishedAt)}, ${formatActor(publishedBy)})`;
  }
  return 'Not published';
}

type TEditorHeaderProps = {
  hospitalId: string;
  detail: TAdminFormDetail;
  title: string;
  titleIssue: string | null;
  /** The practitioner types the form is for (issue 42); none: every type. */
  practitionerTypes: readonly string[];
  typesIssue: string | null;
  isDirty: boolean;
  onTitleChange: (title: string) => void;
  onPractitionerTypesChange: (codes: string[]) => void;
  /** The heading's box: focus goes to its h1 after a save, publish or discard. */
  headingRef: Ref<HTMLDivElement>;
  actions: ReactNode;
};

/** Back to the list, the form's name and state, its title and types and the editor's buttons. */
export function EditorHeader({
  hospitalId,
  detail,
  title,
  titleIssue,
  practitionerTypes,
  typesIssue,
  isDirty,
  onTitleChange,
  onPractitionerTypesChange,
  headingRef,
  actions,
}: TEditorHeaderProps) {
  return (
    <Stack spacing={4}>
      <Box>
        <Button
          component={RouterLink}
          to={paths.forms.getHref(hospitalId)}
          startIcon={<ArrowBackIcon />}
          sx={{ ml: -2 }}
        >
          All forms
        </Button>
      </Box>
      <Box ref={headingRef}>
        <Typography color="text.secondary" variant="overline">
          {FORM_KIND_LABELS[detail.kind]} form
        </Typography>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title.trim() || detail.title}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{describeStatus(detail)}</Typography>
          {isDirty ? (
            // Note: the text in the body colour, the warning in the border (orange text fails contrast).
            <Chip
              size="small"
              variant="outlined"
              label="Unsaved changes"
              sx={{ color: 'text.primary', borderColor: 'warning.main', borderWidth: 2 }}
            />
          ) : null}
        </Stack>
      </Box>
      <TextField
        label="Title"
        required
        value={title}
        onChange={(event) => onTitleChange(event.target.value)}
        error={Boolean(titleIssue)}
        helperText={titleIssue ?? 'What doctors see above the form'}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        sx={{ maxWidth: 560 }}
      />
      <PractitionerTypesPicker
        wording={FORM_OFFERED_TO}
        value={practitionerTypes}
        onChange={onPractitionerTypesChange}
        error={typesIssue}
      />
      {actions}
    </Stack>
  );
}
