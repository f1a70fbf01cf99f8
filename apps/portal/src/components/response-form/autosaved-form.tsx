import { useMemo } from 'react';
import { Stack } from '@mui/material';
import type { TSaveFormResponseResult } from '@docapply/contracts';
import { computeCompleteness, type TFormAnswers, type TFormDefinition } from '@docapply/rules';
import { FormRenderer } from '@docapply/ui';
import { renderDocumentField } from '@/components/documents/render-document-field';
import { MissingList } from './missing-list';
import { SaveStateIndicator } from './save-state-indicator';
import { useAutosave } from './use-autosave';

type TAutosavedFormProps = {
  responseId: string;
  definition: TFormDefinition;
  initialAnswers: TFormAnswers;
  onSaved?: (saved: TSaveFormResponseResult) => void;
};

/**
 * A whole form (the survey, a privilege's questions) that saves itself as the doctor types,
 * with its saved state and what it still needs. File fields need a KnownFilesProvider above.
 */
export function AutosavedForm({ responseId, definition, initialAnswers, onSaved }: TAutosavedFormProps) {
  const autosave = useAutosave({ responseId, definition, initialAnswers, onSaved });
  const { missing } = useMemo(
    () => computeCompleteness(definition, autosave.answers),
    [definition, autosave.answers],
  );
  return (
    <Stack spacing={5}>
      <SaveStateIndicator saveState={autosave.saveState} invalidCount={autosave.invalidCount} />
      <MissingList items={missing.map((item) => item.label)} doneText="Every required answer is given." />
      <FormRenderer
        definition={definition}
        answers={autosave.answers}
        onChange={autosave.onChange}
        errors={autosave.errors}
        renderFile={renderDocumentField}
      />
    </Stack>
  );
}
