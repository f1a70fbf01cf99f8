/** Query keys of the catalogue page: a save invalidates its hospital's list and the privilege's history. */
export const PRIVILEGE_KEYS = {
  all: ['admin-privileges'],
  list: (hospitalId: string) => ['admin-privileges', hospitalId, 'list'],
  versions: (hospitalId: string, key: string) => ['admin-privileges', hospitalId, 'versions', key],
  forms: (hospitalId: string) => ['admin-privileges', hospitalId, 'forms'],
} as const;
