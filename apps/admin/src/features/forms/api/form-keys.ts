/**
 * Query keys of the forms pages, all under one root: a save, publish or discard changes the list
 * (draft and versions), the form's detail and its diffs, so a write invalidates the hospital's part.
 */
export const formKeys = {
  all: ['admin-forms'] as const,
  hospital: (hospitalId: string) => [...formKeys.all, hospitalId] as const,
  list: (hospitalId: string) => [...formKeys.hospital(hospitalId), 'list'] as const,
  detail: (hospitalId: string, key: string) => [...formKeys.hospital(hospitalId), 'form', key] as const,
  version: (hospitalId: string, key: string, version: number) =>
    [...formKeys.detail(hospitalId, key), 'version', version] as const,
  diff: (hospitalId: string, key: string, from: number, to: number | 'draft') =>
    [...formKeys.detail(hospitalId, key), 'diff', from, to] as const,
};

/** `/admin/forms/{key}{suffix}`; the writes carry `?hospitalId=` in the path (the client's post/put/del take no params). */
export function getFormPath(key: string, suffix = ''): string {
  return `/admin/forms/${encodeURIComponent(key)}${suffix}`;
}

export function withHospital(path: string, hospitalId: string): string {
  return `${path}?hospitalId=${encodeURIComponent(hospitalId)}`;
}
