import { Box, Paper, Stack, Typography } from '@mui/material';
import { STATUS_COLORS, doctorStatusLabel, type TApplicationStatus } from '@docapply/contracts';

const STEPS: { status: TApplicationStatus; text: string }[] = [
  {
    status: 'applied',
    text: 'You submit once your sections and documents are complete and every reference request has gone out.',
  },
  { status: 'in-review', text: 'The medical staff office reviews your file, section by section.' },
  { status: 'information-requested', text: 'Reviewers ask in comments; you answer and resubmit.' },
  { status: 'finalise', text: 'The file goes to the credentials committee.' },
  {
    status: 'approved',
    text: 'You are told the decision by email and on your dashboard, and invited to reapply before your appointment ends.',
  },
];

/** The application's path to a decision, in the status colours the product uses everywhere. */
export function ProcessCard() {
  return (
    <Paper
      elevation={0}
      sx={{
        borderRadius: 4,
        p: { xs: 6, md: 8 },
        color: 'text.primary',
        boxShadow: '0 24px 60px rgba(0, 20, 60, 0.35)',
      }}
    >
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
        How an application moves
      </Typography>
      <Stack component="ol" spacing={5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 6 }}>
        {STEPS.map((step, index) => (
          <Stack component="li" key={step.status} direction="row" spacing={4}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              <Box
                aria-hidden
                sx={{
                  width: 12,
                  height: 12,
                  mt: 1.5,
                  borderRadius: '50%',
                  bgcolor: STATUS_COLORS[step.status],
                }}
              />
              {index < STEPS.length - 1 ? (
                <Box aria-hidden sx={{ width: 2, flex: 1, mt: 1, mb: -4, bgcolor: 'divider' }} />
              ) : null}
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 600, color: STATUS_COLORS[step.status] }}>
                {doctorStatusLabel(step.status)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {step.text}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
