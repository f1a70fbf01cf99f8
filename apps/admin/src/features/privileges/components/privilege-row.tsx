import { Chip, Stack, Typography } from '@mui/material';
import type { TAdminPrivilege } from '@docapply/contracts';
import { describeRequirements } from '../lib/requirement-words';

/** The privilege's name with its chips: Core or Special, and Disabled while doctors cannot pick it. */
export function PrivilegeTitle({ privilege }: { privilege: TAdminPrivilege }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography sx={{ fontWeight: 600 }}>{privilege.name}</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={privilege.isCore ? 'Core' : 'Special'}
          color={privilege.isCore ? 'primary' : 'default'}
          variant="outlined"
        />
        {privilege.enabled ? null : <Chip size="small" label="Disabled" color="warning" />}
      </Stack>
    </Stack>
  );
}

/** The criteria the doctor reads, then the structured requirements in words. */
export function PrivilegeCriteria({ privilege }: { privilege: TAdminPrivilege }) {
  const requirements = describeRequirements(privilege.requirements);
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{privilege.criteria || 'No criteria written'}</Typography>
      {requirements.length > 0 ? (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 4 }}>
          {requirements.map((line) => (
            <Typography component="li" variant="body2" color="text.secondary" key={line}>
              {line}
            </Typography>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
