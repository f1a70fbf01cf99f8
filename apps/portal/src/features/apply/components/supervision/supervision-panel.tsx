import { useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import {
  SUPERVISION_RELATIONSHIP_LABELS,
  type TApplicationDetail,
  type TSupervisionAgreement,
  type TSupervisionState,
} from '@docapply/contracts';
import { SUPERVISION_PART_TITLE } from '@docapply/rules';
import { FactList, formatDay, useAlert, type TFact } from '@docapply/ui';
import { useResendSupervision, useSupervisionPart } from '../../api/supervision';
import { SupervisionForm } from './supervision-form';

const STATE_TEXT: Record<TSupervisionState, string> = {
  pending: 'Waiting for the physician to confirm',
  confirmed: 'Confirmed',
  declined: 'Declined: name another physician or send the request again',
  expired: 'The link expired: send the request again',
};

function AgreementFacts({ agreement }: { agreement: TSupervisionAgreement }) {
  const facts: TFact[] = [
    ['Physician', agreement.physician.name],
    ['Relationship', SUPERVISION_RELATIONSHIP_LABELS[agreement.relationship]],
    ['Privileges covered', agreement.privileges.map((one) => one.name).join(', ')],
    ['State', STATE_TEXT[agreement.state]],
  ];
  if (agreement.state === 'confirmed' && agreement.answeredAt) {
    facts.push(['Confirmed on', formatDay(agreement.answeredAt)]);
  }
  return <FactList facts={facts} />;
}

type TSupervisionPanelProps = {
  detail: TApplicationDetail;
  /** From the status report: the applicant's type practises under a physician. */
  isRequired: boolean;
};

/**
 * The part an advanced practice provider's application has (issue 42): name the supervising or
 * collaborating physician and what the agreement covers, see whether they confirmed, send again.
 */
export function SupervisionPanel({ detail, isRequired }: TSupervisionPanelProps) {
  const part = useSupervisionPart(detail.id, { enabled: isRequired });
  const resend = useResendSupervision(detail.id);
  const { showAlert, showApiError } = useAlert();
  const [isEditing, setIsEditing] = useState(false);
  if (!isRequired || !part.data?.required) {
    return null;
  }
  const { agreement } = part.data;
  const canChange = detail.isEditable && agreement?.state !== 'confirmed';
  return (
    <Paper
      component="section"
      aria-labelledby="supervision-heading"
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 5, md: 6 } }}
    >
      <Typography id="supervision-heading" component="h3" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {SUPERVISION_PART_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Name a physician of this hospital who holds privileges in the same departments. They confirm by email
        or in their portal; you can submit once they have.
      </Typography>
      <Stack spacing={4}>
        {agreement ? <AgreementFacts agreement={agreement} /> : null}
        {detail.isEditable && (isEditing || !agreement) ? (
          <SupervisionForm
            detail={detail}
            agreement={agreement}
            onSaved={() => {
              setIsEditing(false);
              showAlert({ type: 'success', message: 'We emailed the physician a request to confirm.' });
            }}
            onCancel={agreement ? () => setIsEditing(false) : undefined}
          />
        ) : null}
        {canChange && agreement && !isEditing ? (
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setIsEditing(true)}>
              Change physician or privileges
            </Button>
            <Button
              variant="outlined"
              disabled={resend.isPending}
              onClick={() =>
                resend.mutate(undefined, {
                  onSuccess: () => showAlert({ type: 'success', message: 'The request was sent again.' }),
                  onError: (error) => showApiError(error),
                })
              }
            >
              Send the request again
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
