export { HospitalsPage } from './components/hospitals-page';
export { AdminAccountsPage } from './components/admin-accounts-page';
export { ContactMessagesPage } from './components/contact-messages-page';
export { OutboxPage } from './components/outbox-page';
export { SettingsPage } from './components/settings-page';
export { PlatformAuditPage } from './components/audit/platform-audit-page';
export { SignInAlertsPage } from './components/sign-in-alerts-page';
export { PractitionerTypesPage } from './components/practitioner-types-page';
