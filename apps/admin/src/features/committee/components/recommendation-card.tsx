import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  CONDITION_KIND_LABELS,
  MEMBERSHIP_CATEGORY_LABELS,
  PRIVILEGE_OUTCOME_LABELS,
  VOTE_CHOICE_LABELS,
  type TRecommendation,
  type TVoteTally,
} from '@docapply/contracts';
import { FactList, NO_VALUE, formatCount, formatMoment, type TFact } from '@docapply/ui';
import { SIGNED_WITH_LABELS } from '../lib/file-words';

const STATE_LABELS: Record<TRecommendation['state'], string> = {
  proposed: 'Proposed',
  adopted: 'Adopted',
  rejected: 'Rejected',
};

export function formatTally(tally: TVoteTally): string {
  return (['for', 'against', 'abstain', 'recused'] as const)
    .map((choice) => `${VOTE_CHOICE_LABELS[choice]} ${tally[choice]}`)
    .join(', ');
}

/**
 * On a phone each privilege's row is a block (name, recommendation, conditions or reason) rather than
 * three columns a few letters wide; the privileges stay one table for screen readers.
 */
const STACKED_ON_PHONE = {
  '& thead': { display: { xs: 'none', sm: 'table-header-group' } },
  '& tr': { display: { xs: 'block', sm: 'table-row' }, py: { xs: 1.5, sm: 0 } },
  '& tr:not(:last-of-type)': { borderBottom: { xs: 1, sm: 0 }, borderColor: 'divider' },
  '& td, & th': {
    display: { xs: 'block', sm: 'table-cell' },
    borderBottom: { xs: 0 },
    px: { xs: 0, sm: 2 },
    py: { xs: 0.25, sm: 1 },
  },
} as const;

/** One step's recommendation: per privilege, then the category, the months, who and when. */
export function RecommendationCard({ recommendation }: { recommendation: TRecommendation }) {
  const facts: TFact[] = [
    ['Membership category', MEMBERSHIP_CATEGORY_LABELS[recommendation.membershipCategory]],
    ['Appointment', formatCount(recommendation.appointmentMonths, 'month')],
    ['By', `${recommendation.by.name}, ${formatMoment(recommendation.createdAt)}`],
  ];
  if (recommendation.signedWith) {
    facts.push(['Signed with', SIGNED_WITH_LABELS[recommendation.signedWith] ?? recommendation.signedWith]);
  }
  if (recommendation.tally) {
    facts.push(['Votes', formatTally(recommendation.tally)]);
  }
  if (recommendation.decidedAt) {
    facts.push([STATE_LABELS[recommendation.state], formatMoment(recommendation.decidedAt)]);
  }
  if (recommendation.comment) {
    facts.push(['Comment', recommendation.comment]);
  }
  return (
    <Paper component="article" variant="outlined" sx={{ borderRadius: 2, p: { xs: 3, sm: 4 } }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {recommendation.stepName}: {STATE_LABELS[recommendation.state].toLowerCase()}
      </Typography>
      <TableContainer sx={{ mt: 2 }}>
        <Table
          size="small"
          aria-label={`${recommendation.stepName}: recommendation per privilege`}
          sx={STACKED_ON_PHONE}
        >
          <TableHead>
            <TableRow>
              <TableCell>Privilege</TableCell>
              <TableCell>Recommendation</TableCell>
              <TableCell>Conditions or reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {recommendation.privileges.map((item) => (
              <TableRow key={item.privilegeId}>
                <TableCell component="th" scope="row">
                  {item.name}
                  <Typography variant="body2" color="text.secondary">
                    {item.department}
                  </Typography>
                </TableCell>
                <TableCell>{PRIVILEGE_OUTCOME_LABELS[item.outcome]}</TableCell>
                <TableCell>
                  {item.conditions ? (
                    <>
                      {item.conditions.kinds.map((kind) => CONDITION_KIND_LABELS[kind]).join(', ')}:{' '}
                      {item.conditions.text}
                    </>
                  ) : (
                    (item.reason ?? NO_VALUE)
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ mt: 3 }}>
        <FactList facts={facts} isDense stacksOnPhone />
      </Box>
    </Paper>
  );
}
