import type { TApplicationStatusReport, TCompleteness } from '@docapply/contracts';
import { computeCompleteness, type TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/db/client';
import type { TApplicationRow } from './access';
import { definitionOf, loadFormParts, loadPrivilegeParts, loadRequestParts, type TFormPart } from './parts';

const DONE: TCompleteness = { percent: 100, missing: [] };
const LABELS_SHOWN = 4;

function completenessOf(part: TFormPart | null): TCompleteness | null {
  return part ? computeCompleteness(definitionOf(part), part.answers) : null;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** "Application section A (Identity and contact): Legal name, NPI and 3 more" per section. */
function describeMissing(prefix: string, definition: TFormDefinition, completeness: TCompleteness): string[] {
  return definition.sections.flatMap((section) => {
    const labels = completeness.missing.filter((m) => m.section === section.key).map((m) => m.label);
    if (labels.length === 0) {
      return [];
    }
    const shown = labels.slice(0, LABELS_SHOWN).join(', ');
    const more = labels.length > LABELS_SHOWN ? ` and ${labels.length - LABELS_SHOWN} more` : '';
    return [`${prefix} section ${section.key} (${section.title}): ${shown}${more}`];
  });
}

/**
 * Everything submit requires, computed with the same computeCompleteness the browser uses: the
 * application form, the survey, each picked privilege's form (at least one), enough completed
 * references and a completed covering physician.
 */
export async function buildStatusReport(
  db: TDb,
  application: TApplicationRow,
  minReferences: number,
): Promise<TApplicationStatusReport> {
  const formParts = await loadFormParts(db, application);
  const privilegeParts = await loadPrivilegeParts(db, application.id);
  const requests = await loadRequestParts(db, application.id);

  const missing: string[] = [];
  const applicationDone = completenessOf(formParts.application);
  if (formParts.application && applicationDone) {
    missing.push(...describeMissing('Application', definitionOf(formParts.application), applicationDone));
  } else {
    missing.push('Application form (this hospital has not published one yet)');
  }
  const surveyDone = completenessOf(formParts.survey) ?? DONE;
  if (formParts.survey) {
    missing.push(...describeMissing('Survey', definitionOf(formParts.survey), surveyDone));
  }

  const incompletePrivileges = privilegeParts
    .filter(
      (p) => p.form && computeCompleteness(p.form.definition as TFormDefinition, p.answers).percent < 100,
    )
    .map((p) => p.name);
  if (privilegeParts.length === 0) {
    missing.push('Privileges: pick at least one privilege');
  }
  for (const name of incompletePrivileges) {
    missing.push(`Privilege form: ${name}`);
  }

  const completedReferences = requests.references.filter((r) => r.state === 'completed').length;
  if (completedReferences < minReferences) {
    missing.push(
      `References: ${completedReferences} of ${minReferences} completed (${plural(requests.references.length, 'reference')} named)`,
    );
  }
  const coverage = { named: requests.coverage !== null, completed: requests.coverage?.state === 'completed' };
  if (!coverage.named) {
    missing.push('Alternative coverage: name a covering physician');
  } else if (!coverage.completed) {
    missing.push('Alternative coverage: the covering physician has not completed the form yet');
  }

  return {
    application: applicationDone ?? { percent: 0, missing: [] },
    survey: surveyDone,
    privileges: { count: privilegeParts.length, incomplete: incompletePrivileges },
    references: {
      required: minReferences,
      named: requests.references.length,
      completed: completedReferences,
    },
    coverage,
    canSubmit: missing.length === 0,
    missing,
  };
}

/** One number for lists: the mean of the five parts' progress. */
export function computeOverallPercent(report: TApplicationStatusReport): number {
  const privileges =
    report.privileges.count === 0
      ? 0
      : (100 * (report.privileges.count - report.privileges.incomplete.length)) / report.privileges.count;
  const references =
    report.references.required === 0
      ? 100
      : (100 * Math.min(report.references.completed, report.references.required)) /
        report.references.required;
  const parts = [
    report.application.percent,
    report.survey.percent,
    privileges,
    references,
    report.coverage.completed ? 100 : 0,
  ];
  return Math.floor(parts.reduce((sum, p) => sum + p, 0) / parts.length);
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
  if (references.completed < references.required) {
    fields.references = `${references.completed} of ${references.required} references completed`;
  }
  if (!coverage.completed) {
    fields.coverage = coverage.named
      ? 'The covering physician has not completed the form yet'
      : 'Name a covering physician';
  }
  if (!report.canSubmit && Object.keys(fields).length === 0) {
    fields.application = report.missing[0] ?? 'Application form';
  }
  return fields;
}
