import { Alert, Stack } from '@mui/material';
import {
  SUPERVISION_RELATIONSHIP_LABELS,
  type TSupervisionAgreement,
  type TSupervisionState,
} from '@docapply/contracts';
import { SUPERVISION_PART_TITLE } from '@docapply/rules';
import { FactList, SectionCard, formatDay, formatMoment, type TFact } from '@docapply/ui';
import { useSupervision } from '../api/get-supervision';

const STATE_TEXT: Record<TSupervisionState, string> = {
  pending: 'Waiting for the physician',
  confirmed: 'Confirmed',
  declined: 'Declined',
  expired: 'Link expired unanswered',
};

function describe(agreement: TSupervisionAgreement): TFact[] {
  const facts: TFact[] = [
    [
      'Physician',
      `${agreement.physician.name} (${agreement.physician.departments.join(', ') || 'no department'})`,
    ],
    ['Relationship', SUPERVISION_RELATIONSHIP_LABELS[agreement.relationship]],
    ['Privileges covered', agreement.privileges.map((one) => `${one.name} (${one.department})`).join(', ')],
    ['State', STATE_TEXT[agreement.state]],
  ];
  if (agreement.state === 'confirmed' && agreement.answeredAt) {
    const via = agreement.answeredVia === 'portal' ? 'in the portal' : 'by the emailed link';
    facts.push([
      'Confirmed',
      `${formatMoment(agreement.answeredAt)} by ${agreement.signedName ?? agreement.physician.name}, ${via}`,
    ]);
  }
  return facts;
}

/**
 * The supervising or collaborating physician of an advanced practice provider: who, what the
 * agreement covers, who confirmed and when, and a warning when the physician's own appointment
 * here no longer stands. Nothing shows for an applicant without an agreement.
 */
export function SupervisionCard({ applicationId }: { applicationId: string }) {
  const { data } = useSupervision(applicationId);
  if (!data?.agreement) {
    return null;
  }
  return (
    <SectionCard id="supervision-heading" title={SUPERVISION_PART_TITLE}>
      <Stack spacing={3}>
        {data.warning ? (
          <Alert severity="warning">
            {data.warning}
            {data.physicianAppointment
              ? ` (${data.physicianAppointment.state}, last day ${formatDay(data.physicianAppointment.endsOn)})`
              : ''}
          </Alert>
        ) : null}
        <FactList facts={describe(data.agreement)} />
      </Stack>
    </SectionCard>
  );
}
