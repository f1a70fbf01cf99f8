import { Typography } from '@mui/material';

/**
 * When the doctor may submit, in plain words (PRODUCT.md item 9): their own parts complete and
 * every request sent; the people asked may answer later, and the office finishes its review once
 * the hospital's minimum of references has answered.
 */
export function describeSubmitRule(minReferences: number, action: 'submit' | 'resubmit'): string[] {
  const when =
    `You can ${action} once your own sections are complete and every reference and coverage request ` +
    'has been sent.';
  if (minReferences <= 0) {
    return [when, `Your references can answer after you ${action}.`];
  }
  const answered =
    minReferences === 1 ? 'one of them has answered' : `${minReferences} of them have answered`;
  return [
    when,
    `Your references can answer after you ${action}: the office finishes its review only when ${answered}.`,
  ];
}

type TSubmitRuleProps = { id: string; minReferences: number; action: 'submit' | 'resubmit' };

/** The rule beside the Submit button (which names it as its description). */
export function SubmitRule({ id, minReferences, action }: TSubmitRuleProps) {
  const [when, answers] = describeSubmitRule(minReferences, action);
  return (
    <Typography id={id} sx={{ mt: 3 }}>
      {when} {answers}
    </Typography>
  );
}
