/** Query keys of the platform pages: a write invalidates the lists it changes. */
export const PLATFORM_KEYS = {
  hospitals: ['platform', 'hospitals'],
  admins: ['platform', 'admins'],
  contacts: ['platform', 'contacts'],
  outbox: ['platform', 'outbox'],
  settings: ['platform', 'settings'],
} as const;
