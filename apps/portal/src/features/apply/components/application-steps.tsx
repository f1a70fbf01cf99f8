import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Stack, Typography } from '@mui/material';
import type { TApplicationDetail, TForm } from '@docapply/contracts';
import type { TFormAnswers } from '@docapply/rules';
import { StatusChip, useFocusOnChange } from '@docapply/ui';
import { SiteContainer } from '@/components/site-container';
import { SaveStateIndicator } from '@/components/response-form/save-state-indicator';
import { useAutosave } from '@/components/response-form/use-autosave';
import { useApplicationCompleteness } from '../hooks/use-application-completeness';
import { ApplicationPercent } from './application-percent';
import { ApplyStepper, type TApplyStep } from './apply-stepper';
import { NewerFormAlert } from '@/components/application-data/newer-form-alert';
import { ReappointmentBanner } from './reappointment-banner';
import { ReviewStep, preloadReviewStep } from './review-step';
import { SectionStep } from './section-step';

export const REVIEW_STEP = 'review';

function preloadIfReview(key: string) {
  if (key === REVIEW_STEP) {
    preloadReviewStep();
  }
}

type TApplicationStepsProps = {
  detail: TApplicationDetail;
  form: TForm;
  responseId: string;
  initialAnswers: TFormAnswers;
};

/** Sections A-D as steps with autosave, then Review & submit. The step lives in the URL (?step=B). */
export function ApplicationSteps({ detail, form, responseId, initialAnswers }: TApplicationStepsProps) {
  const { definition } = form;
  const autosave = useAutosave({ responseId, definition, initialAnswers });
  const { answers, flush } = autosave;
  const completeness = useApplicationCompleteness(detail.id, definition, answers);
  const sectionsMissing = completeness.application.missing;
  const [searchParams, setSearchParams] = useSearchParams();

  const steps: TApplyStep[] = useMemo(
    () => [
      ...definition.sections.map((section) => ({
        key: section.key,
        label: `${section.key}. ${section.title}`,
        isComplete: !sectionsMissing.some((item) => item.section === section.key),
      })),
      { key: REVIEW_STEP, label: 'Review & submit', isComplete: false },
    ],
    [definition, sectionsMissing],
  );
  // Opened without a step, the draft resumes at its first incomplete section (Review when none is).
  const [resumeKey] = useState(() => steps.find((step) => !step.isComplete)?.key ?? REVIEW_STEP);
  const requested = searchParams.get('step') ?? resumeKey;
  // Written into the URL, so a new form version (these steps afresh) or a reload stays there.
  useEffect(() => {
    if (!searchParams.has('step')) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('step', resumeKey);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [searchParams, setSearchParams, resumeKey]);
  const activeIndex = Math.max(
    0,
    steps.findIndex((step) => step.key === requested),
  );
  const activeKey = steps[activeIndex].key;
  // The step is replaced, and with it the button that changed it: focus goes to its heading.
  const stepRef = useFocusOnChange<HTMLDivElement>(activeKey);

  const goTo = useCallback(
    (key: string) => {
      void flush();
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('step', key);
          return next;
        },
        { preventScrollReset: true },
      );
      window.scrollTo({ top: 0 });
    },
    [flush, setSearchParams],
  );

  const isBeforeReview = activeIndex + 1 === steps.length - 1;
  const lastNote = detail.history.at(-1)?.note;
  const isResubmission = detail.status === 'information-requested';
  const newerVersion = detail.forms.application?.newerVersion;

  return (
    <SiteContainer maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
      <Stack spacing={6}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
        >
          <Box>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
              Apply to {detail.hospitalName}
            </Typography>
            <Stack
              useFlexGap
              direction="row"
              spacing={3}
              sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <StatusChip status={detail.status} />
              <ApplicationPercent hospitalName={detail.hospitalName} summary={completeness.overall} />
            </Stack>
          </Box>
          <SaveStateIndicator saveState={autosave.saveState} invalidCount={autosave.invalidCount} />
        </Stack>
        <ReappointmentBanner detail={detail} />
        {isResubmission ? (
          <Alert severity="error">
            The hospital asked for more information{lastNote ? `: “${lastNote}”` : '.'} Change what is needed,
            then resubmit from the last step.
          </Alert>
        ) : null}
        {newerVersion ? (
          <NewerFormAlert
            applicationId={detail.id}
            kind="application"
            hospitalName={detail.hospitalName}
            newerVersion={newerVersion}
            onBeforeUpgrade={flush}
          />
        ) : null}
        <ApplyStepper steps={steps} activeKey={activeKey} onSelect={goTo} onIntent={preloadIfReview} />
        <Box ref={stepRef}>
          {activeKey === REVIEW_STEP ? (
            <ReviewStep
              detail={detail}
              definition={definition}
              completeness={completeness}
              onEditSection={goTo}
            />
          ) : (
            <SectionStep
              key={activeKey}
              definition={definition}
              sectionKey={activeKey}
              answers={answers}
              onChange={autosave.onChange}
              errors={autosave.errors}
              missing={sectionsMissing.filter((item) => item.section === activeKey)}
              onBack={activeIndex > 0 ? () => goTo(steps[activeIndex - 1].key) : undefined}
              onNext={() => goTo(steps[activeIndex + 1].key)}
              nextLabel={isBeforeReview ? 'Review & submit' : 'Next'}
              onNextIntent={isBeforeReview ? preloadReviewStep : undefined}
            />
          )}
        </Box>
      </Stack>
    </SiteContainer>
  );
}
