import type { TApplicationStatusReport } from '@docapply/contracts';
import {
  computeApplicationCompleteness,
  computeCompleteness,
  withSupervision,
  type TFormPartInput,
} from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { isSentAndLive, type TRequestViewRow } from './request-tables';
import type { TApplicationRow } from '@/core/access/applications';
import { definitionOf, loadFormParts, loadPrivilegeParts, loadRequestParts, type TFormPart } from './parts';
import { loadSupervisionStatus, toSupervisionMissing } from './supervision-part';

function toInput(part: TFormPart | null): TFormPartInput | null {
  return part ? { definition: definitionOf(part), answers: part.answers } : null;
}

/**
 * Everything submit requires, by the one completeness rule the browser uses too
 * (computeApplicationCompleteness): the application form, the survey, each picked privilege's
 * form (at least one), the hospital's minimum of reference requests and the covering physician's
 * request sent and live (answered, or waiting with a link that has not expired: isSentAndLive, at
 * `now`), and for an advanced practice provider the physician's confirmed agreement covering every
 * privilege (supervision-part.ts). Its `percent` is what the doctor's list stores (progress.ts) and the dashboard shows.
 */
export async function buildStatusReport(
  db: TDb,
  application: TApplicationRow,
  minReferences: number,
  now: Date = new Date(),
): Promise<TApplicationStatusReport> {
  const formParts = await loadFormParts(db, application);
  const privilegeParts = await loadPrivilegeParts(db, application.id);
  const requests = await loadRequestParts(db, application.id);

  const isSent = (row: TRequestViewRow) => isSentAndLive(row, now.getTime());
  const references = {
    required: minReferences,
    named: requests.references.length,
    sent: requests.references.filter(isSent).length,
    completed: requests.references.filter((r) => r.state === 'completed').length,
  };
  const coverage = {
    named: requests.coverage !== null,
    sent: requests.coverage !== null && isSent(requests.coverage),
    completed: requests.coverage?.state === 'completed',
  };
  const privileges = privilegeParts.map((p) => ({
    name: p.name,
    form: p.form ? { definition: definitionOf({ form: p.form }), answers: p.answers } : null,
  }));
  const applicationForm = toInput(formParts.application);
  const surveyForm = toInput(formParts.survey);
  const supervision = await loadSupervisionStatus(db, application, privilegeParts);
  const completeness = withSupervision(
    computeApplicationCompleteness({
      application: applicationForm,
      survey: surveyForm,
      privileges,
      references,
      coverage,
    }),
    supervision,
  );
  // Each form's own share, for clients that show one form (the whole figure is `percent`).
  const ownShare = (form: TFormPartInput) => computeCompleteness(form.definition, form.answers);

  return {
    application: applicationForm ? ownShare(applicationForm) : { percent: 0, missing: [] },
    survey: surveyForm ? ownShare(surveyForm) : { percent: 100, missing: [] },
    privileges: {
      count: privilegeParts.length,
      incomplete: privileges
        .filter((p) => p.form && computeCompleteness(p.form.definition, p.form.answers).missing.length > 0)
        .map((p) => p.name),
    },
    references,
    coverage,
    supervision,
    ...completeness,
  };
}

/** `fields` of the INCOMPLETE error: one entry per missing piece, keyed by where it is. */
export function toMissingFields(report: TApplicationStatusReport): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const item of report.application.missing) {
    fields[`application.${item.path}`] = `Section ${item.section}: ${item.label}`;
  }
  for (const item of report.survey.missing) {
    fields[`survey.${item.path}`] = `Survey: ${item.label}`;
  }
  const { privileges, references, coverage } = report;
  if (privileges.count === 0) {
    fields.privileges = 'Pick at least one privilege';
  } else if (privileges.incomplete.length > 0) {
    fields.privileges = `Complete the form of: ${privileges.incomplete.join(', ')}`;
  }
  if (references.sent < references.required) {
    fields.references = `${references.sent} of ${references.required} reference requests sent`;
  }
  if (!coverage.sent) {
    fields.coverage = coverage.named
      ? 'The covering physician declined or the link expired: resend the request or ask someone else'
      : 'Name a covering physician';
  }
  const supervision = toSupervisionMissing(report.supervision);
  if (supervision !== null) {
    fields.supervision = supervision;
  }
  if (!report.canSubmit && Object.keys(fields).length === 0) {
    fields.application = report.missing[0] ?? 'Application form';
  }
  return fields;
}
