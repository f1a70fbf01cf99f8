/** Query keys of the catalogue page: a save invalidates its hospital's list and the privilege's history. */
export const privilegeKeys = {
  all: ['admin-privileges'] as const,
  hospital: (hospitalId: string) => [...privilegeKeys.all, hospitalId] as const,
  list: (hospitalId: string) => [...privilegeKeys.hospital(hospitalId), 'list'] as const,
  versions: (hospitalId: string, key: string) =>
    [...privilegeKeys.hospital(hospitalId), 'versions', key] as const,
  forms: (hospitalId: string) => [...privilegeKeys.hospital(hospitalId), 'forms'] as const,
};
