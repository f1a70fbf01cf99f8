import { Link as RouterLink } from 'react-router';
import { Box, Link, Stack, Typography } from '@mui/material';
import { FPPE_METHOD_LABELS, FPPE_TRIGGER_LABELS } from '@docapply/contracts';
import { SectionCard } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useFppeList } from '../api/get-fppe-list';
import { describeProgress } from '../lib/fppe-words';
import { DueDate, FppeState } from './fppe-status';

type TApplicationFppeCardProps = { applicationId: string; doctorId: string; hospitalId: string };

/**
 * The practitioner's FPPEs at the hospital on their file's review (issue 41): what followed each
 * grant, its progress and where it stands; each opens its page. Hidden while there are none.
 */
export function ApplicationFppeCard({ doctorId, hospitalId }: TApplicationFppeCardProps) {
  const list = useFppeList(hospitalId, { show: 'all', doctorId });
  const items = list.data?.data ?? [];
  if (items.length === 0) {
    return null;
  }
  return (
    <SectionCard id="application-fppe-heading" title="Practice evaluation (FPPE)">
      <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((fppe) => (
          <Box component="li" key={fppe.id}>
            <Link component={RouterLink} to={paths.fppe.getHref(fppe.id)} sx={{ fontWeight: 600 }}>
              {fppe.privilege.name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {`${FPPE_TRIGGER_LABELS[fppe.trigger]} · ${FPPE_METHOD_LABELS[fppe.method]} · ${describeProgress(fppe)}`}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
              <FppeState fppe={fppe} />
              <DueDate fppe={fppe} />
            </Box>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
