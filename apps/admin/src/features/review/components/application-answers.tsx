import { Stack, Typography } from '@mui/material';
import type { TAdminApplicationReview } from '@docapply/contracts';
import { AnswersView, FormSectionCards, PrivilegeAnswers, SectionCard } from '@docapply/ui';
import { renderDocumentField } from './document-button';

/** Sections A-D of the application form, the survey and the privileges, with the doctor's answers. */
export function ApplicationAnswers({ review }: { review: TAdminApplicationReview }) {
  const { application, survey } = review.forms;
  return (
    <Stack spacing={5}>
      {application ? (
        <FormSectionCards response={application} renderFile={renderDocumentField} />
      ) : (
        <SectionCard id="application-heading" title="Application form">
          <Typography color="text.secondary">No application form answers.</Typography>
        </SectionCard>
      )}
      <SectionCard id="survey-heading" overline="Survey" title={survey?.form.title ?? 'Survey'}>
        {survey ? (
          <AnswersView
            definition={survey.form.definition}
            answers={survey.answers}
            renderFile={renderDocumentField}
          />
        ) : (
          <Typography color="text.secondary">This hospital has no survey.</Typography>
        )}
      </SectionCard>
      <SectionCard id="privileges-heading" title="Privileges requested">
        <PrivilegeAnswers
          privileges={review.privileges}
          renderFile={renderDocumentField}
          noFormText="This privilege has no form."
        />
      </SectionCard>
    </Stack>
  );
}
