import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import {
  ADMIN_LINKS,
  FPPE_CONCLUSION_LABELS,
  FPPE_METHOD_LABELS,
  FPPE_STATE_LABELS,
  FPPE_TRIGGER_LABELS,
  LOW_VOLUME_TEXT,
  OPPE_CONCLUSION_LABELS,
  OPPE_FLAG_LABELS,
  type TPracticeEvidence,
} from '@docapply/contracts';
import { SectionCard, formatCount, formatDay, getErrorMessage } from '@docapply/ui';
import { usePracticeEvidence } from '../api/get-practice-evidence';

type TIndicator = TPracticeEvidence['oppe'][number]['indicators'][number];

function showNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

function describeValue(indicator: TIndicator): string {
  const unit = indicator.kind === 'rate' ? '%' : indicator.unit ? ` ${indicator.unit}` : '';
  const limits = [
    indicator.min === null ? null : `min ${showNumber(indicator.min)}`,
    indicator.max === null ? null : `max ${showNumber(indicator.max)}`,
  ].filter(Boolean);
  return `${showNumber(indicator.value)}${unit}${limits.length > 0 ? ` (${limits.join(', ')})` : ''}`;
}

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Privileges({ privileges }: { privileges: TPracticeEvidence['privileges'] }) {
  const unshown = privileges.filter((privilege) => privilege.lowVolume);
  return (
    <Part title="Privileges asked for again">
      {unshown.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {formatCount(unshown.length, 'privilege')} without activity in the period:{' '}
          {LOW_VOLUME_TEXT.toLowerCase()}.
        </Alert>
      ) : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {privileges.map((privilege) => (
          <Box
            component="li"
            key={privilege.id}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <Typography component="span">{`${privilege.name} (${privilege.department})`}</Typography>
            {privilege.lowVolume ? (
              <Chip size="small" color="warning" label={LOW_VOLUME_TEXT} />
            ) : (
              <Chip size="small" variant="outlined" label="Activity shown" />
            )}
          </Box>
        ))}
      </Stack>
    </Part>
  );
}

function Fppes({ fppes }: { fppes: TPracticeEvidence['fppes'] }) {
  return (
    <Part title="Focused evaluations (FPPE)">
      {fppes.length === 0 ? <Typography color="text.secondary">None in the period.</Typography> : null}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fppes.map((fppe) => (
          <Box component="li" key={fppe.id}>
            <Link component={RouterLink} to={ADMIN_LINKS.fppe.getHref(fppe.id)} sx={{ fontWeight: 600 }}>
              {`${fppe.privilegeName}: ${FPPE_TRIGGER_LABELS[fppe.trigger]}`}
            </Link>
            <Typography color="text.secondary">
              {`${FPPE_METHOD_LABELS[fppe.method]}${fppe.cases === null ? '' : `, ${formatCount(fppe.cases, 'case')}`} · ${formatDay(fppe.startsOn)} to ${formatDay(fppe.dueOn)} · ${formatCount(fppe.evaluations, 'evaluation')} (${fppe.concerns} with concerns)`}
            </Typography>
            <Typography>
              {fppe.conclusion ? FPPE_CONCLUSION_LABELS[fppe.conclusion] : FPPE_STATE_LABELS[fppe.state]}
              {fppe.conditions ? `: ${fppe.conditions}` : ''}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Part>
  );
}

function Oppe({ cycles }: { cycles: TPracticeEvidence['oppe'] }) {
  return (
    <Part title="Ongoing evaluations (OPPE)">
      {cycles.length === 0 ? (
        <Typography color="text.secondary">No OPPE cycle in the period.</Typography>
      ) : null}
      <Stack spacing={3}>
        {cycles.map((cycle) => (
          <Box key={cycle.cycleId}>
            <Typography sx={{ fontWeight: 600 }}>
              {`Cycle ${formatDay(cycle.startsOn)} to ${formatDay(cycle.endsOn)}: ${
                cycle.conclusion ? OPPE_CONCLUSION_LABELS[cycle.conclusion] : 'not concluded'
              }`}
            </Typography>
            {cycle.indicators.length === 0 ? (
              <Typography color="text.secondary">No values recorded.</Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                {cycle.indicators.map((indicator) => (
                  <Box
                    component="li"
                    key={`${indicator.department}:${indicator.name}`}
                    sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                  >
                    <Typography component="span">{`${indicator.name}: ${describeValue(indicator)}`}</Typography>
                    {indicator.flag ? (
                      <Chip
                        size="small"
                        color="error"
                        variant="outlined"
                        label={OPPE_FLAG_LABELS[indicator.flag]}
                      />
                    ) : null}
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        ))}
      </Stack>
    </Part>
  );
}

/**
 * A reappointment's practice evaluation (issue 41): the FPPEs and OPPE cycles of the appointment it
 * renews, and each privilege asked for again that the period shows no activity in.
 */
export function PracticeEvidenceCard({ applicationId }: { applicationId: string }) {
  const evidence = usePracticeEvidence(applicationId);
  const period = evidence.data?.period;
  return (
    <SectionCard id="practice-evidence-heading" overline="Reappointment" title="Practice evaluation">
      {evidence.isPending ? (
        <Typography role="status" color="text.secondary">
          Reading the FPPEs and OPPE of the period...
        </Typography>
      ) : evidence.data ? (
        <Stack spacing={4}>
          <Typography color="text.secondary">
            {period
              ? `The appointment being renewed: ${formatDay(period.startsOn)} to ${formatDay(period.endsOn)}.`
              : 'No appointment is being renewed.'}
          </Typography>
          <Privileges privileges={evidence.data.privileges} />
          <Fppes fppes={evidence.data.fppes} />
          <Oppe cycles={evidence.data.oppe} />
        </Stack>
      ) : (
        <Alert
          severity="error"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => void evidence.refetch()}>
              Try again
            </Button>
          }
        >
          {getErrorMessage(evidence.error)}
        </Alert>
      )}
    </SectionCard>
  );
}
