import { DOCTOR_LINKS } from '@docapply/contracts';

/** `path?key=value&...` without the empty values. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) {
      search.set(key, value);
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The one place that knows every route of the doctor portal. The pages that emails and short
 * URLs point at come from DOCTOR_LINKS in contracts, where the API builds its links too.
 */
export const paths = {
  home: DOCTOR_LINKS.home,
  login: {
    path: DOCTOR_LINKS.login.path,
    /** `next`: the page to come back to once signed in (a link followed while signed out). */
    getHref: (next?: string) => withQuery(DOCTOR_LINKS.login.path, { next }),
  },
  otp: { path: '/otp', getHref: (next?: string) => withQuery('/otp', { next }) },
  register: { path: '/register', getHref: () => '/register' },
  emailVerify: { path: '/emailVerify', getHref: () => '/emailVerify' },
  forgotPassword: DOCTOR_LINKS.forgotPassword,

  dashboard: DOCTOR_LINKS.dashboard,
  survey: {
    path: '/survey',
    getHref: (applicationId: string) => withQuery('/survey', { application: applicationId }),
  },
  privilege: {
    path: '/privilege',
    getHref: (applicationId: string) => withQuery('/privilege', { application: applicationId }),
  },
  apply: {
    path: '/apply',
    /** Without a hospital the page offers a picker; `step` opens one section (A-D) or 'review'. */
    getHref: (hospitalId?: string, step?: string) => withQuery('/apply', { hospital: hospitalId, step }),
  },
  myApplications: { path: '/my/application', getHref: () => '/my/application' },
  myApplication: DOCTOR_LINKS.myApplication,
  /** Who changed what in one application, the doctor's delegates included (issue 16). */
  applicationChanges: {
    path: '/my/application/:id/changes',
    getHref: (id: string) => `/my/application/${encodeURIComponent(id)}/changes`,
  },
  /** The doctor's delegates (issue 16): invite, list, revoke. */
  delegates: { path: '/delegates', getHref: () => '/delegates' },
  /** The account's recent sign-ins, signing them out (issue 39): doctors and delegates. */
  signInActivity: { path: '/account/sign-in-activity', getHref: () => '/account/sign-in-activity' },
  /** The profile the doctor carries (issue 42): download, import, imported documents to confirm. */
  profileArchive: { path: '/account/profile-archive', getHref: () => '/account/profile-archive' },
  /** Passkeys, authenticator app and recovery codes. */
  security: DOCTOR_LINKS.security,
  /** Renewing one document of a submitted application (`?application=&document=`). */
  renew: DOCTOR_LINKS.renewDocument,

  redirect: DOCTOR_LINKS.redirect,
  reference: DOCTOR_LINKS.reference,
  emailVerified: DOCTOR_LINKS.emailVerified,
  resetPassword: DOCTOR_LINKS.resetPassword,
  setPassword: DOCTOR_LINKS.setPassword,
  alternativeCoverage: DOCTOR_LINKS.alternativeCoverage,
  /** A supervising or collaborating physician's open page (issue 42). */
  supervision: DOCTOR_LINKS.supervision,
} as const;

/** The landing page's sections, reached by smooth scrolling (also as /#<id> from other pages). */
export const LANDING_SECTIONS = [
  { id: 'about', label: 'About' },
  { id: 'features', label: 'Features' },
  { id: 'contact', label: 'Contact Us' },
] as const;
export type TLandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

/** Routes under which the Dashboard nav link stays highlighted (spec section 2). */
export const DASHBOARD_NAV_PATHS: readonly string[] = [
  paths.dashboard.path,
  paths.survey.path,
  paths.privilege.path,
  paths.renew.path,
];
