import { Link as RouterLink } from 'react-router';
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { TAdminQueueItem } from '@docapply/contracts';
import { StatusChip, formatDay } from '@docapply/ui';
import { EmailText } from '@/components/email-text';
import { paths } from '@/config/paths';
import { CycleMarks } from '@/components/cycle-marks';
import { RouteStepMark } from '@/components/route-step-mark';
import { FlagCount } from './row-desk-cells';
import { ExclusionMark, VerificationProgress } from './verification-cells';

/** The queue on a narrow screen: one card per application, the whole card opens the review. */
export function QueueCards({ rows }: { rows: TAdminQueueItem[] }) {
  return (
    <Stack component="ul" aria-label="Applications" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Box component="li" key={row.id}>
          <Card variant="outlined" sx={{ borderRadius: 3 }}>
            <CardActionArea component={RouterLink} to={paths.application.getHref(row.id)}>
              <CardContent>
                <Stack
                  direction="row"
                  spacing={2}
                  sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{row.doctor.name}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      <EmailText email={row.doctor.email} />
                    </Typography>
                  </Box>
                  <StatusChip status={row.status} />
                </Stack>
                <Typography variant="body2" sx={{ mt: 2 }}>
                  {row.hospitalName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Submitted {formatDay(row.submittedAt)} · Updated {formatDay(row.updatedAt)}
                </Typography>
                <Stack direction="row" spacing={3} sx={{ mt: 1, alignItems: 'center' }}>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {row.assignee ? `Assigned to ${row.assignee.name}` : 'Unassigned'}
                  </Typography>
                  <FlagCount count={row.flagCount} />
                </Stack>
                <Box sx={{ mt: 1 }}>
                  <VerificationProgress verification={row.verification} caption="Verified" />
                </Box>
                <RouteStepMark row={row} />
                <CycleMarks row={row} />
                <ExclusionMark row={row} />
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}
