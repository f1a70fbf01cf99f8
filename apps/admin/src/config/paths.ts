import { ADMIN_LINKS } from '@docapply/contracts';

/**
 * The one place that knows every route of the admin site (relative to its base, /admin/). The
 * pages that emails point at come from ADMIN_LINKS in contracts, where the API builds its links.
 */
export const paths = {
  home: ADMIN_LINKS.home,
  otp: { path: '/otp', getHref: () => '/otp' },
  /** Passkeys, authenticator app and recovery codes. */
  security: ADMIN_LINKS.security,

  applications: {
    path: '/applications',
    /** `search` is the queue's filters as URL search params (status, hospital, q, sort). */
    getHref: (search?: string) => (search ? `/applications?${search}` : '/applications'),
  },
  application: ADMIN_LINKS.application,
  /** The hospital's expiring and expired documents (`?hospital=&days=`). */
  expiring: { path: '/expiring', getHref: () => '/expiring' },
  /** OPPE (issue 41): a hospital's cycles, practitioners and import (`?hospital=&cycle=`). */
  oppe: {
    path: '/oppe',
    getHref: (hospitalId?: string, cycleId?: string) => {
      const search = new URLSearchParams();
      if (hospitalId) {
        search.set('hospital', hospitalId);
      }
      if (cycleId) {
        search.set('cycle', cycleId);
      }
      const query = search.toString();
      return query ? `/oppe?${query}` : '/oppe';
    },
  },
  /** One practitioner's OPPE report in a cycle: values, thresholds, distributions, conclusion. */
  oppeReport: {
    path: '/oppe/:hospitalId/:cycleId/:doctorId',
    getHref: (hospitalId: string, cycleId: string, doctorId: string) =>
      `/oppe/${encodeURIComponent(hospitalId)}/${encodeURIComponent(cycleId)}/${encodeURIComponent(doctorId)}`,
  },
  /** A hospital's OPPE indicators per department, cycle length and what practitioners see (`?hospital=`). */
  oppeSettings: {
    path: '/oppe-settings',
    getHref: (hospitalId?: string) =>
      hospitalId ? `/oppe-settings?hospital=${encodeURIComponent(hospitalId)}` : '/oppe-settings',
  },

  /** A hospital's forms (`?hospital=` picks one of several), and one form's editor. */
  forms: {
    path: '/forms',
    getHref: (hospitalId?: string) =>
      hospitalId ? `/forms?hospital=${encodeURIComponent(hospitalId)}` : '/forms',
  },
  form: {
    path: '/forms/:hospitalId/:key',
    getHref: (hospitalId: string, key: string) =>
      `/forms/${encodeURIComponent(hospitalId)}/${encodeURIComponent(key)}`,
  },
  /** Committee meetings: the list (`?hospital=` for one of several), and one meeting. */
  meetings: {
    path: '/meetings',
    getHref: (hospitalId?: string) =>
      hospitalId ? `/meetings?hospital=${encodeURIComponent(hospitalId)}` : '/meetings',
  },
  meeting: ADMIN_LINKS.meeting,
  /** A hospital's privilege catalogue (`?hospital=` picks one of several). */
  privileges: {
    path: '/privileges',
    getHref: (hospitalId?: string) =>
      hospitalId ? `/privileges?hospital=${encodeURIComponent(hospitalId)}` : '/privileges',
  },

  /** How long a hospital's applications stay in each status (`?hospital=` picks one of several). */
  turnaround: {
    path: '/turnaround',
    getHref: (hospitalId?: string) =>
      hospitalId ? `/turnaround?hospital=${encodeURIComponent(hospitalId)}` : '/turnaround',
  },

  /** Which checklist items a hospital requires and how long a verification stays valid (`?hospital=`). */
  verificationSettings: {
    path: '/verification-settings',
    getHref: (hospitalId?: string) =>
      hospitalId
        ? `/verification-settings?hospital=${encodeURIComponent(hospitalId)}`
        : '/verification-settings',
  },

  /** A hospital's decision letters: deadline, hearing-rights notice, signatory (`?hospital=`). */
  letterSettings: {
    path: '/letter-settings',
    getHref: (hospitalId?: string) =>
      hospitalId ? `/letter-settings?hospital=${encodeURIComponent(hospitalId)}` : '/letter-settings',
  },
  /** How long a hospital's temporary privileges may last (`?hospital=`). */
  temporaryPrivilegeSettings: {
    path: '/temporary-privilege-settings',
    getHref: (hospitalId?: string) =>
      hospitalId
        ? `/temporary-privilege-settings?hospital=${encodeURIComponent(hospitalId)}`
        : '/temporary-privilege-settings',
  },
  /** A hospital's telemedicine agreements with distant-site hospitals (`?hospital=`). */
  telemedicineAgreements: {
    path: '/telemedicine-agreements',
    getHref: (hospitalId?: string) =>
      hospitalId
        ? `/telemedicine-agreements?hospital=${encodeURIComponent(hospitalId)}`
        : '/telemedicine-agreements',
  },
  /** A hospital's decision route: its steps, their members and what each may recommend (`?hospital=`). */
  decisionRoute: {
    path: '/decision-route',
    getHref: (hospitalId?: string) =>
      hospitalId ? `/decision-route?hospital=${encodeURIComponent(hospitalId)}` : '/decision-route',
  },
  /** The files at the decision-route steps the user sits on (all of them for the office). */
  committee: { path: '/committee', getHref: () => '/committee' },
  /** One file in the route: its privileges, the earlier recommendations, the gate, what the user may do. */
  committeeFile: ADMIN_LINKS.committeeFile,

  /** Focused professional practice evaluations; `search` is the list's filters as URL search params. */
  fppeList: {
    path: '/fppe',
    getHref: (search?: string) => (search ? `/fppe?${search}` : '/fppe'),
  },
  /** One FPPE: its plan, evaluators, evaluations and conclusion (the reminder mails point at it). */
  fppe: ADMIN_LINKS.fppe,
  /** A hospital's FPPE settings: what practitioners see, reminders, department chairs (`?hospital=`). */
  fppeSettings: {
    path: '/fppe-settings',
    getHref: (hospitalId?: string) =>
      hospitalId ? `/fppe-settings?hospital=${encodeURIComponent(hospitalId)}` : '/fppe-settings',
  },

  /** A hospital's identity provider for single sign-on (`?hospital=`). */
  ssoSettings: {
    path: '/sign-in-settings',
    getHref: (hospitalId?: string) =>
      hospitalId ? `/sign-in-settings?hospital=${encodeURIComponent(hospitalId)}` : '/sign-in-settings',
  },
  /** A hospital's API tokens: what its other systems read its data with (`?hospital=`). */
  apiTokens: {
    path: '/api-tokens',
    getHref: (hospitalId?: string) =>
      hospitalId ? `/api-tokens?hospital=${encodeURIComponent(hospitalId)}` : '/api-tokens',
  },
  /** A hospital's integrations: its webhook endpoints and their deliveries (`?hospital=`). */
  integrations: {
    path: '/integrations',
    getHref: (hospitalId?: string) =>
      hospitalId ? `/integrations?hospital=${encodeURIComponent(hospitalId)}` : '/integrations',
  },
  /** The account's recent sign-ins, signing them out (issue 39). */
  signInActivity: { path: '/account/sign-in-activity', getHref: () => '/account/sign-in-activity' },
  /** Failed sign-ins worth attention (issue 39); the alert mail links here. */
  platformSignInAlerts: ADMIN_LINKS.signInAlerts,

  platformHospitals: { path: '/platform/hospitals', getHref: () => '/platform/hospitals' },
  platformAdmins: { path: '/platform/admins', getHref: () => '/platform/admins' },
  platformContacts: { path: '/platform/contacts', getHref: () => '/platform/contacts' },
  platformOutbox: { path: '/platform/outbox', getHref: () => '/platform/outbox' },
  platformSettings: { path: '/platform/settings', getHref: () => '/platform/settings' },
  /** The OIG LEIE and SAM exclusion lists: imports, download addresses, history. */
  platformExclusionLists: { path: '/platform/exclusion-lists', getHref: () => '/platform/exclusion-lists' },
  /** The practitioner types (issue 42): added, renamed, retired, restored and ordered. */
  platformPractitionerTypes: {
    path: '/platform/practitioner-types',
    getHref: () => '/platform/practitioner-types',
  },
  /** The whole audit trail; `search` is its filters as URL search params. */
  platformAudit: {
    path: '/platform/audit',
    getHref: (search?: string) => (search ? `/platform/audit?${search}` : '/platform/audit'),
  },

  /** Open: the link in an admin invitation, signed in or not. */
  setPassword: ADMIN_LINKS.setPassword,
  /** Open: asking for a password-reset link, and the link itself (the API builds it). */
  forgotPassword: ADMIN_LINKS.forgotPassword,
  resetPassword: ADMIN_LINKS.resetPassword,
  /** Open: an FPPE evaluator records cases from the emailed link, without an account. */
  evaluate: ADMIN_LINKS.evaluate,
  /** Open: single sign-on's work email, and where the API's callback lands. */
  singleSignOn: ADMIN_LINKS.singleSignOn,
  singleSignOnDone: ADMIN_LINKS.singleSignOnDone,
} as const;

/** The platform pages, in the order the navigation lists them. */
export const PLATFORM_NAV = [
  { label: 'Hospitals', href: paths.platformHospitals.getHref() },
  { label: 'Admin accounts', href: paths.platformAdmins.getHref() },
  { label: 'Contact messages', href: paths.platformContacts.getHref() },
  { label: 'Outbox', href: paths.platformOutbox.getHref() },
  { label: 'Settings', href: paths.platformSettings.getHref() },
  { label: 'Practitioner types', href: paths.platformPractitionerTypes.getHref() },
  { label: 'Audit trail', href: paths.platformAudit.getHref() },
  { label: 'Exclusion lists', href: paths.platformExclusionLists.getHref() },
  { label: 'Sign-in alerts', href: paths.platformSignInAlerts.getHref() },
] as const;
