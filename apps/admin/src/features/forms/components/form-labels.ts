import type { TAdminFormListItem, TFormKind } from '@docapply/contracts';
import { formatDay, formatMoment } from '@docapply/ui';
import type { TPractitionerTypesWording } from '@/components/practitioner-types-field';

export const FORM_KIND_LABELS: Record<TFormKind, string> = {
  application: 'Application',
  survey: 'Survey',
  privilege: 'Privilege',
  reference: 'Reference',
  coverage: 'Coverage',
  evaluation: 'Practice evaluation',
};

/** Who did it: the seeded versions have no person behind them. */
export function formatActor(name: string | null): string {
  return name ?? 'DocApply';
}

/** "v2 · 03/05/2026 · Mary Staff", or "Not published" for a new form's first draft. */
export function describePublished(published: TAdminFormListItem['published']): string {
  if (!published) {
    return 'Not published';
  }
  return `v${published.version} · ${formatDay(published.publishedAt)} · ${formatActor(published.publishedBy)}`;
}

/** "v3 · saved 03/06/2026 10:00:00 · Mary Staff", or "No draft". */
export function describeDraft(draft: TAdminFormListItem['draft']): string {
  if (!draft) {
    return 'No draft';
  }
  return `v${draft.version} · saved ${formatMoment(draft.updatedAt)} · ${formatActor(draft.updatedBy)}`;
}

/** "v2: 14 · v1: 3", newest version first as the API sends it; "None" when no application uses the form. */
export function describeUsage(usage: TAdminFormListItem['usage']): string {
  if (usage.length === 0) {
    return 'None';
  }
  return usage.map(({ version, applications }) => `v${version}: ${applications}`).join(' · ');
}

/** Which practitioners get the form (issue 42), in the privilege dialog's words: none ticked, every type. */
export const FORM_OFFERED_TO: TPractitionerTypesWording = {
  legend: 'Offered to',
  every: 'None ticked: offered to every practitioner type',
  some: 'Only these practitioner types get this form',
};
