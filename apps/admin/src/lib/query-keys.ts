import { matchQuery, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';

/**
 * The root of every query about submitted applications. The queue, the review, the checklist and
 * the expiring documents are features that do not import each other; each keeps its keys under
 * `lists()` (what lists or counts many applications) or `application(id)` (one application's
 * review, its parts and its checklist), so a decision, a checklist write or a change heard live
 * reaches them all through these prefixes.
 */
export const adminApplicationKeys = {
  all: ['admin-applications'] as const,
  lists: () => [...adminApplicationKeys.all, 'list'] as const,
  application: (applicationId: string) =>
    [...adminApplicationKeys.all, 'application', applicationId] as const,
};

/**
 * The committee's files (issue 40): the list of files at the user's steps and one file as their
 * step shows it. Kept here, beside the applications' keys, so that a change heard live re-reads them.
 */
export const committeeKeys = {
  all: ['committee'] as const,
  lists: () => [...committeeKeys.all, 'list'] as const,
  file: (applicationId: string) => [...committeeKeys.all, 'file', applicationId] as const,
};

/** The hospitals this administrator manages (hooks/use-admin-hospitals.ts). */
export const adminHospitalKeys = {
  all: ['admin-hospitals'] as const,
};

/**
 * Everything under `queryKey` but the query `written`, which the caller has just set from the
 * server's answer: reading it again would ask the server for what it has already said.
 */
export function allBut(queryKey: QueryKey, written: QueryKey): InvalidateQueryFilters {
  return { queryKey, predicate: (query) => !matchQuery({ queryKey: written, exact: true }, query) };
}

/**
 * The practitioner types (issue 42): the active ones the pickers offer, and every one the platform
 * page keeps. A change on that page invalidates `all`, so the pickers follow it.
 */
export const practitionerTypeKeys = {
  all: ['practitioner-types'] as const,
  active: () => [...practitionerTypeKeys.all, 'active'] as const,
  platform: () => [...practitionerTypeKeys.all, 'platform'] as const,
};
