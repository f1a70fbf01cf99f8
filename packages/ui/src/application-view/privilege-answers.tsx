import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFormAnswers, TFormDefinition } from '@docapply/rules';
import { AnswersView } from '../forms/answers-view';
import { ChangedAnswersProvider, NO_CHANGES, type TChangedAnswers } from '../forms/changed-answers';
import type { TRenderFile } from '../forms/form-renderer-types';

type TRequestedPrivilege = {
  id: string;
  name: string;
  department: string;
  form: { key?: string; definition: TFormDefinition } | null;
  answers: TFormAnswers;
};

type TPrivilegeAnswersProps = {
  privileges: readonly TRequestedPrivilege[];
  renderFile: TRenderFile;
  /** Said under a privilege that has no form of its own (the hospital's side says so; the doctor's shows nothing). */
  noFormText?: string;
  /** Ids for links to each field: AnswersView's anchorPrefix for the privilege's form key. */
  anchorPrefixOf?: (formKey: string) => string;
  /** The answers changed since the last submission, by the requested privilege's `id` (the review's side). */
  changedAnswersOf?: (id: string) => TChangedAnswers | undefined;
};

/** Each requested privilege with its department and the answers to its own short form. */
export function PrivilegeAnswers({
  privileges,
  renderFile,
  noFormText,
  anchorPrefixOf,
  changedAnswersOf,
}: TPrivilegeAnswersProps) {
  if (privileges.length === 0) {
    return <Typography color="text.secondary">No privileges requested.</Typography>;
  }
  return (
    <Stack component="ul" spacing={5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {privileges.map((privilege) => (
        <Box component="li" key={privilege.id}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {privilege.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {privilege.department}
          </Typography>
          {privilege.form ? (
            <ChangedAnswersProvider value={changedAnswersOf?.(privilege.id) ?? NO_CHANGES}>
              <AnswersView
                definition={privilege.form.definition}
                answers={privilege.answers}
                renderFile={renderFile}
                anchorPrefix={privilege.form.key ? anchorPrefixOf?.(privilege.form.key) : undefined}
              />
            </ChangedAnswersProvider>
          ) : noFormText ? (
            <Typography variant="body2" color="text.secondary">
              {noFormText}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
