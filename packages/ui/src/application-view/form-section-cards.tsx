import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TFormAnswers, TFormDefinition } from '@docapply/rules';
import { AnswersView } from '../forms/answers-view';
import type { TRenderFile } from '../forms/form-renderer-types';

type TFormSectionCardsProps = {
  /** The application form's response: its definition and the doctor's answers. */
  response: { form: { definition: TFormDefinition }; answers: TFormAnswers };
  renderFile: TRenderFile;
  /** Ids for links to each field (AnswersView's anchorPrefix). */
  anchorPrefix?: string;
};

/**
 * An application form's answers, read-only, one card per section. AnswersView gives the section
 * its heading; the card adds the letter (A-D) that comments refer to.
 */
export function FormSectionCards({ response, renderFile, anchorPrefix }: TFormSectionCardsProps) {
  const { definition } = response.form;
  return definition.sections.map((section) => (
    <Paper
      key={section.key}
      id={`section-${section.key}`}
      tabIndex={-1}
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 5, md: 6 }, minWidth: 0 }}
    >
      <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
        Section {section.key}
      </Typography>
      <AnswersView
        definition={definition}
        answers={response.answers}
        sectionKey={section.key}
        renderFile={renderFile}
        anchorPrefix={anchorPrefix}
      />
    </Paper>
  ));
}
