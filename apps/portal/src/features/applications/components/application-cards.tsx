import { Link as RouterLink } from 'react-router';
import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import type { TApplicationSummary } from '@docapply/contracts';
import { StatusChip, formatMoment } from '@docapply/ui';
import { paths } from '@/config/paths';

/** The doctor's applications on a phone: one card each, the whole card opens the detail. */
export function ApplicationCards({ applications }: { applications: TApplicationSummary[] }) {
  return (
    <Stack component="ul" spacing={3} aria-label="My applications" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {applications.map((application) => (
        <Box component="li" key={application.id}>
          <Card variant="outlined" sx={{ borderRadius: 3 }}>
            <CardActionArea
              component={RouterLink}
              to={paths.myApplication.getHref(application.id)}
              sx={{ p: 4 }}
            >
              <Stack
                direction="row"
                spacing={2}
                sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
              >
                <Typography component="h2" sx={{ fontWeight: 700, minWidth: 0 }}>
                  {application.hospitalName}
                </Typography>
                <StatusChip status={application.status} />
              </Stack>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  columnGap: 3,
                  rowGap: 1,
                  m: 0,
                  mt: 3,
                }}
              >
                {[
                  ['Created', application.createdAt],
                  ['Submitted', application.submittedAt],
                  ['Updated', application.updatedAt],
                ].map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {formatMoment(value)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}
