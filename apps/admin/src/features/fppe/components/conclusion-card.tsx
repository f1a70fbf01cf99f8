import { Link as RouterLink } from 'react-router';
import { Link, Stack } from '@mui/material';
import { FPPE_CONCLUSION_LABELS, FPPE_STATE_LABELS, type TFppeDetail } from '@docapply/contracts';
import { FactList, SectionCard, formatMoment, type TFact } from '@docapply/ui';
import { paths } from '@/config/paths';

/** How it ended: the conclusion, its note and conditions, who signed it and when, and the FPPE that follows. */
export function ConclusionCard({ fppe }: { fppe: TFppeDetail }) {
  if (!fppe.conclusion) {
    return null;
  }
  const facts: TFact[] = [
    ['Conclusion', FPPE_CONCLUSION_LABELS[fppe.conclusion]],
    ['State', FPPE_STATE_LABELS[fppe.state]],
  ];
  if (fppe.conditions) {
    facts.push(['Conditions', fppe.conditions]);
  }
  if (fppe.conclusionNote) {
    facts.push(['Note', fppe.conclusionNote]);
  }
  if (fppe.concludedBy) {
    facts.push(['Signed by', `${fppe.concludedBy.name}, ${formatMoment(fppe.concludedAt)}`]);
  }
  const { referral } = fppe;
  if (referral && referral.upheld !== null) {
    facts.push([
      'Committee’s decision',
      referral.upheld ? 'Upheld' : 'Not upheld: the privilege stays as granted',
    ]);
    if (referral.note) {
      facts.push(['Committee’s reasons', referral.note]);
    }
    if (referral.decidedBy) {
      facts.push(['Decided by', `${referral.decidedBy.name}, ${formatMoment(referral.decidedAt)}`]);
    }
  } else if (referral) {
    facts.push(['Committee’s decision', 'Awaited from the decision route’s last step']);
  }
  return (
    <SectionCard id="conclusion-heading" title="Conclusion">
      <Stack spacing={3}>
        <FactList facts={facts} stacksOnPhone />
        {fppe.nextId ? (
          <Link component={RouterLink} to={paths.fppe.getHref(fppe.nextId)}>
            The FPPE that extends it
          </Link>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
