/**
 * The doctor's applications, which several features show (the editor, My applications, the
 * dashboard) and several writes change (an autosave, a submit, a renewal, a reappointment). Each
 * feature keeps its own keys under `all` or `lists()`, so a write marks them stale, and a change
 * heard live re-reads them, without importing the features that read them.
 */
export const applicationKeys = {
  all: ['applications'] as const,
  /** Every list an application appears in: My applications and its search, the hospitals by application. */
  lists: () => [...applicationKeys.all, 'list'] as const,
  /** Every open hospital with the doctor's application there: the dashboard's cards, the apply picker. */
  byHospital: () => [...applicationKeys.lists(), 'by-hospital'] as const,
  details: () => [...applicationKeys.all, 'detail'] as const,
  /** The whole application, read-only (components/application-data). */
  detail: (applicationId: string) => [...applicationKeys.details(), applicationId] as const,
  /**
   * The editor's own copy, apart from the details: re-read under the doctor's typing (a change
   * heard live) it would reset the form.
   */
  editing: (applicationId: string) => [...applicationKeys.all, 'editing', applicationId] as const,
  statusReports: () => [...applicationKeys.all, 'status'] as const,
  /** Everything a submission still needs (components/application-data). */
  statusReport: (applicationId: string) => [...applicationKeys.statusReports(), applicationId] as const,
};

/** The public system settings (hooks/use-public-settings.ts). */
export const publicSettingsKeys = {
  all: ['systemSettings'] as const,
};

/** The active practitioner types (hooks/use-practitioner-types.ts): register and the dashboard. */
export const practitionerTypeKeys = {
  all: () => ['practitioner-types'] as const,
};
