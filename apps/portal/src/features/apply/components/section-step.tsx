import { Button, Stack } from '@mui/material';
import type { TFormAnswers, TFormDefinition, TMissingItem } from '@docapply/rules';
import { FormRenderer } from '@docapply/ui';
import { renderDocumentField } from '@/components/documents/render-document-field';
import { SectionMissing } from './section-missing';

type TSectionStepProps = {
  definition: TFormDefinition;
  sectionKey: string;
  answers: TFormAnswers;
  onChange: (answers: TFormAnswers) => void;
  errors: Record<string, string>;
  missing: TMissingItem[];
  onBack?: () => void;
  onNext: () => void;
  nextLabel: string;
  /** The pointer is over Next, or it has focus: what it opens can start downloading. */
  onNextIntent?: () => void;
};

/** One section (A-D) of the application form: what it still needs, its fields, and the way on. */
export function SectionStep({
  definition,
  sectionKey,
  answers,
  onChange,
  errors,
  missing,
  onBack,
  onNext,
  nextLabel,
  onNextIntent,
}: TSectionStepProps) {
  return (
    <Stack spacing={6}>
      <SectionMissing missing={missing} />
      <FormRenderer
        definition={definition}
        sectionKey={sectionKey}
        answers={answers}
        onChange={onChange}
        errors={errors}
        renderFile={renderDocumentField}
      />
      <Stack direction="row" spacing={3} sx={{ justifyContent: 'space-between' }}>
        {onBack ? (
          <Button variant="outlined" onClick={onBack}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button variant="contained" onClick={onNext} onPointerEnter={onNextIntent} onFocus={onNextIntent}>
          {nextLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
