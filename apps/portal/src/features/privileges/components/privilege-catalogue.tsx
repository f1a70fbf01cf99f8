import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import type { TPrivilegeCatalogue } from '@docapply/contracts';

type TPrivilegeCatalogueProps = {
  departments: TPrivilegeCatalogue['data'];
  pickedIds: ReadonlySet<string>;
  isEditable: boolean;
  busyId: string | null;
  onRequest: (privilegeId: string) => void;
};

/** The hospital's delineation of privileges, by department, each with its criteria. */
export function PrivilegeCatalogue({
  departments,
  pickedIds,
  isEditable,
  busyId,
  onRequest,
}: TPrivilegeCatalogueProps) {
  return (
    <Box component="section" aria-labelledby="catalogue-heading">
      <Typography id="catalogue-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        Privilege catalogue
      </Typography>
      {departments.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          This hospital has not published its privileges yet.
        </Typography>
      ) : null}
      <Stack spacing={6} sx={{ mt: 4 }}>
        {departments.map(({ department, privileges }) => (
          <Paper key={department} variant="outlined" sx={{ borderRadius: 3, p: { xs: 5, md: 6 } }}>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
              {department}
            </Typography>
            <Box
              component="ul"
              aria-label={`${department} privileges`}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                mt: 1,
                '& > li + li': { borderTop: 1, borderColor: 'divider' },
              }}
            >
              {privileges.map((privilege) => {
                const isPicked = pickedIds.has(privilege.id);
                return (
                  <Stack
                    component="li"
                    key={privilege.id}
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={3}
                    sx={{ py: 4, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }}>{privilege.name}</Typography>
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ mt: 1, whiteSpace: 'pre-line' }}
                      >
                        <Box component="span" sx={{ fontWeight: 600 }}>
                          Criteria:
                        </Box>{' '}
                        {privilege.criteria}
                      </Typography>
                    </Box>
                    <Box sx={{ flexShrink: 0 }}>
                      {isPicked ? (
                        <Chip icon={<CheckIcon />} label="Requested" color="primary" variant="outlined" />
                      ) : (
                        <Button
                          variant="outlined"
                          size="small"
                          onClick={() => onRequest(privilege.id)}
                          disabled={!isEditable || busyId !== null}
                          aria-label={`Request ${privilege.name}`}
                        >
                          {busyId === privilege.id ? 'Requesting…' : 'Request'}
                        </Button>
                      )}
                    </Box>
                  </Stack>
                );
              })}
            </Box>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
