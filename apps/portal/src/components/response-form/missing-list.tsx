import { Alert, AlertTitle, Box } from '@mui/material';

type TMissingListProps = {
  /** Human labels of what is still missing. */
  items: readonly string[];
  title?: string;
  /** Shown when nothing is missing; nothing at all is shown when absent. */
  doneText?: string;
  /** Longer lists are cut with "and N more". */
  max?: number;
};

/** What a section, form or application still needs before it can be submitted. */
export function MissingList({ items, title = 'Still missing', doneText, max = 50 }: TMissingListProps) {
  if (items.length === 0) {
    return doneText ? <Alert severity="success">{doneText}</Alert> : null;
  }
  const shown = items.slice(0, max);
  const more = items.length - shown.length;
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 5 }}>
        {shown.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
        {more > 0 ? <li>and {more} more</li> : null}
      </Box>
    </Alert>
  );
}
