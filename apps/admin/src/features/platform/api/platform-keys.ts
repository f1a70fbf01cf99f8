import type { TContactListQuery, TOutboxQuery, TPlatformAuditExportQuery } from '@docapply/contracts';

/** Query keys of the platform pages: a write invalidates the lists it changes. */
export const platformKeys = {
  all: ['platform'] as const,
  hospitals: () => [...platformKeys.all, 'hospitals'] as const,
  admins: () => [...platformKeys.all, 'admins'] as const,
  contacts: () => [...platformKeys.all, 'contacts'] as const,
  contactPage: (query: TContactListQuery) => [...platformKeys.contacts(), query] as const,
  outbox: () => [...platformKeys.all, 'outbox'] as const,
  outboxPages: () => [...platformKeys.outbox(), 'list'] as const,
  outboxPage: (query: TOutboxQuery) => [...platformKeys.outboxPages(), query] as const,
  outboxMail: (id: string) => [...platformKeys.outbox(), 'mail', id] as const,
  settings: () => [...platformKeys.all, 'settings'] as const,
  audit: (query: TPlatformAuditExportQuery) => [...platformKeys.all, 'audit', query] as const,
  signInAlerts: (hours: number) => [...platformKeys.all, 'sign-in-alerts', hours] as const,
};
