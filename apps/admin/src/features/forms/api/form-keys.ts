/**
 * Query keys of the forms pages, all under one root: a save, publish or discard changes the list
 * (draft and versions), the form's detail and its diffs, so a write invalidates the hospital's part.
 */
export const FORM_KEYS = {
  all: ['admin-forms'],
  hospital: (hospitalId: string) => ['admin-forms', hospitalId],
  list: (hospitalId: string) => ['admin-forms', hospitalId, 'list'],
  detail: (hospitalId: string, key: string) => ['admin-forms', hospitalId, 'form', key],
  version: (hospitalId: string, key: string, version: number) => [
    'admin-forms',
    hospitalId,
    'form',
    key,
    'version',
    version,
  ],
  diff: (hospitalId: string, key: string, from: number, to: number | 'draft') => [
    'admin-forms',
    hospitalId,
    'form',
    key,
    'diff',
    from,
    to,
  ],
} as const;

/** `/admin/forms/{key}{suffix}`; the writes carry `?hospitalId=` in the path (the client's post/put/del take no params). */
export function getFormPath(key: string, suffix = ''): string {
  return `/admin/forms/${encodeURIComponent(key)}${suffix}`;
}

export function withHospital(path: string, hospitalId: string): string {
  return `${path}?hospitalId=${encodeURIComponent(hospitalId)}`;
}
