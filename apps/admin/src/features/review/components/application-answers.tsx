import { Box, Paper, Stack, Typography } from '@mui/material';
import type { TAdminApplicationReview } from '@docapply/contracts';
import { AnswersView } from '@docapply/ui';
import { renderDocumentField } from './document-button';
import { ReviewCard } from './review-card';

/** Each requested privilege with its department and the answers to its own form. */
function PrivilegeAnswers({ privileges }: { privileges: TAdminApplicationReview['privileges'] }) {
  if (privileges.length === 0) {
    return <Typography color="text.secondary">No privileges requested.</Typography>;
  }
  return (
    <Stack component="ul" spacing={5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {privileges.map((privilege) => (
        <Box component="li" key={privilege.id}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {privilege.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {privilege.department}
          </Typography>
          {privilege.form ? (
            <AnswersView
              definition={privilege.form.definition}
              answers={privilege.answers}
              renderFile={renderDocumentField}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              This privilege has no form.
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** Sections A-D of the application form, the survey and the privileges, with the doctor's answers. */
export function ApplicationAnswers({ review }: { review: TAdminApplicationReview }) {
  const { application, survey } = review.forms;
  return (
    <Stack spacing={5}>
      {application ? (
        application.form.definition.sections.map((section) => (
          // AnswersView gives the section its heading; the card adds the letter comments refer to.
          <Paper
            key={section.key}
            variant="outlined"
            sx={{ borderRadius: 3, p: { xs: 5, md: 6 }, minWidth: 0 }}
          >
            <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
              Section {section.key}
            </Typography>
            <AnswersView
              definition={application.form.definition}
              answers={application.answers}
              sectionKey={section.key}
              renderFile={renderDocumentField}
            />
          </Paper>
        ))
      ) : (
        <ReviewCard id="application-heading" title="Application form">
          <Typography color="text.secondary">No application form answers.</Typography>
        </ReviewCard>
      )}
      <ReviewCard id="survey-heading" overline="Survey" title={survey?.form.title ?? 'Survey'}>
        {survey ? (
          <AnswersView
            definition={survey.form.definition}
            answers={survey.answers}
            renderFile={renderDocumentField}
          />
        ) : (
          <Typography color="text.secondary">This hospital has no survey.</Typography>
        )}
      </ReviewCard>
      <ReviewCard id="privileges-heading" title="Privileges requested">
        <PrivilegeAnswers privileges={review.privileges} />
      </ReviewCard>
    </Stack>
  );
}
