import { createContext, useContext } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The answers changed since the previous submission: path ('name', 'group.0.field') -> the answer before. */
export type TChangedAnswers = Readonly<Record<string, string>>;

export const NO_CHANGES: TChangedAnswers = {};

const ChangedAnswersContext = createContext<TChangedAnswers>(NO_CHANGES);

/** Marks, in every AnswersView inside it, the answers of one form that changed (the review's side). */
export const ChangedAnswersProvider = ChangedAnswersContext.Provider;

export function useChangedAnswers(): TChangedAnswers {
  return useContext(ChangedAnswersContext);
}

/** Under a changed answer: a "Changed" label in words (not colour alone) and what it was before. */
export function ChangedAnswerNote({ before }: { before: string }) {
  return (
    <Stack
      useFlexGap
      direction="row"
      spacing={2}
      sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', whiteSpace: 'normal' }}
    >
      <Chip size="small" variant="outlined" color="primary" label="Changed" sx={{ fontWeight: 600 }} />
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Before: {before}
      </Typography>
    </Stack>
  );
}
