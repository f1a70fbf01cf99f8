import { Stack, Typography } from '@mui/material';
import type { TAdminApplicationReview } from '@docapply/contracts';
import { privilegeFormKey } from '@docapply/rules';
import {
  AnswersView,
  ChangedAnswersProvider,
  FormSectionCards,
  PrivilegeAnswers,
  SectionCard,
  type TChangedAnswers,
} from '@docapply/ui';
import { useChangedAnswers } from '../hooks/use-review-changes';
import { renderDocumentField } from './document-button';
import { fieldAnchorPrefix } from './field-anchor';

const NO_CHANGES: TChangedAnswers = {};

/** Sections A-D of the application form, the survey and the privileges, with the doctor's answers. */
export function ApplicationAnswers({ review }: { review: TAdminApplicationReview }) {
  const { application, survey } = review.forms;
  // Answers changed since the previous submission are marked where they stand, with what they were.
  const changed = useChangedAnswers(review.id);
  return (
    <Stack spacing={5}>
      {application ? (
        <ChangedAnswersProvider value={changed.application ?? NO_CHANGES}>
          <FormSectionCards
            response={application}
            renderFile={renderDocumentField}
            anchorPrefix={fieldAnchorPrefix(application.form.key)}
          />
        </ChangedAnswersProvider>
      ) : (
        <SectionCard id="application-heading" title="Application form">
          <Typography color="text.secondary">No application form answers.</Typography>
        </SectionCard>
      )}
      <SectionCard id="survey-heading" overline="Survey" title={survey?.form.title ?? 'Survey'}>
        {survey ? (
          <ChangedAnswersProvider value={changed.survey ?? NO_CHANGES}>
            <AnswersView
              definition={survey.form.definition}
              answers={survey.answers}
              renderFile={renderDocumentField}
              anchorPrefix={fieldAnchorPrefix(survey.form.key)}
            />
          </ChangedAnswersProvider>
        ) : (
          <Typography color="text.secondary">This hospital has no survey.</Typography>
        )}
      </SectionCard>
      <SectionCard id="privileges-heading" title="Privileges requested">
        <PrivilegeAnswers
          privileges={review.privileges}
          renderFile={renderDocumentField}
          noFormText="This privilege has no form."
          anchorPrefixOf={fieldAnchorPrefix}
          changedAnswersOf={(id) => {
            const pick = review.privileges.find((privilege) => privilege.id === id);
            return pick ? changed[privilegeFormKey(pick.privilegeId)] : undefined;
          }}
        />
      </SectionCard>
    </Stack>
  );
}
