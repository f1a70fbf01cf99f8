import type { Ref } from 'react';
import { Box, Button, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { TPickedPrivilege } from '@docapply/contracts';

type TPickedPrivilegesProps = {
  /** On the section, so the page can move focus to its heading. */
  ref?: Ref<HTMLDivElement>;
  privileges: TPickedPrivilege[];
  isEditable: boolean;
  onOpen: (privilege: TPickedPrivilege) => void;
  onRemove: (privilege: TPickedPrivilege) => void;
};

/** The privileges this application asks for, with how complete each one's questions are. */
export function PickedPrivileges({ ref, privileges, isEditable, onOpen, onRemove }: TPickedPrivilegesProps) {
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby="picked-heading"
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 5, md: 6 } }}
    >
      <Typography id="picked-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Your requested privileges ({privileges.length})
      </Typography>
      {privileges.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          None yet. Choose privileges from the catalogue below; each has a few questions to answer.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Requested privileges"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            '& > li + li': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          {privileges.map((privilege) => {
            const percent = Math.round(privilege.percent);
            const hasForm = Boolean(privilege.formId && privilege.formResponseId);
            return (
              <Stack
                component="li"
                key={privilege.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={3}
                sx={{ py: 4, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
              >
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{privilege.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {privilege.department}
                  </Typography>
                  {hasForm ? (
                    <Stack direction="row" spacing={3} sx={{ mt: 2, alignItems: 'center', maxWidth: 320 }}>
                      <LinearProgress
                        variant="determinate"
                        value={percent}
                        sx={{ flex: 1, height: 6, borderRadius: 3 }}
                        aria-label={`${privilege.name} questions answered`}
                      />
                      {percent === 100 ? (
                        <Chip size="small" color="success" label="Complete" />
                      ) : (
                        <Typography variant="body2">{percent}%</Typography>
                      )}
                    </Stack>
                  ) : null}
                </Box>
                <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                  {hasForm && isEditable ? (
                    <Button
                      size="small"
                      onClick={() => onOpen(privilege)}
                      aria-label={`Answer questions: ${privilege.name}`}
                    >
                      Answer questions
                    </Button>
                  ) : null}
                  {isEditable && privilege.formResponseId ? (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => onRemove(privilege)}
                      aria-label={`Remove ${privilege.name}`}
                    >
                      Remove
                    </Button>
                  ) : null}
                </Stack>
              </Stack>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
