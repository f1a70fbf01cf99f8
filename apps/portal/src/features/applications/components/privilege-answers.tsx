import { Box, Stack, Typography } from '@mui/material';
import type { TApplicationDetail } from '@docapply/contracts';
import { AnswersView } from '@docapply/ui';
import { renderDocumentField } from '@/components/documents/render-document-field';

/** Each requested privilege with its department and the answers to its short form. */
export function PrivilegeAnswers({ privileges }: { privileges: TApplicationDetail['privileges'] }) {
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
            <AnswersView
              definition={privilege.form.definition}
              answers={privilege.answers}
              renderFile={renderDocumentField}
            />
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
