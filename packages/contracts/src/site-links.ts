import type { TRequestKind } from './references';

/**
 * The pages of the two sites that someone reaches from outside them: an email's link, a short
 * URL's target, a sign-in link. Each is a route pattern (what the site's router matches) and the
 * builder of a link to it, both relative to the site's base (/ for the portal, /admin/ for the
 * admin site), so the sites' routes and the API's emails cannot drift apart.
 */
export type TSiteLink<TArgs extends unknown[]> = { path: string; getHref: (...args: TArgs) => string };

/** `path?token=…`; encodeURIComponent as the emails always had it (tokens are base64url). */
function withToken(path: string, token?: string): string {
  return token === undefined ? path : `${path}?token=${encodeURIComponent(token)}`;
}

function fixed(path: string): TSiteLink<[]> {
  return { path, getHref: () => path };
}

function withTokenLink(path: string): TSiteLink<[token?: string]> {
  return { path, getHref: (token?: string) => withToken(path, token) };
}

/** The doctor portal's pages that links from outside point at. */
export const DOCTOR_LINKS = {
  home: fixed('/'),
  login: fixed('/login'),
  /** The doctor's home: the reappointment invitation's link (issue 14). */
  dashboard: fixed('/dashboard'),
  /** The email-verification link (the API emails it after registration). */
  emailVerified: withTokenLink('/emailVerified'),
  /** The password-reset link (the API emails it), signed in or not. */
  resetPassword: withTokenLink('/resetPassword'),
  /** Asking for a password-reset link (the blocked-sign-in mail points at it). */
  forgotPassword: fixed('/forgotPassword'),
  /** The link in a delegate's invitation (issue 16): the delegate chooses a password. */
  setPassword: withTokenLink('/setPassword'),
  /** Passkeys, authenticator app and recovery codes (the factor mails point at it); signed in. */
  security: fixed('/security'),
  myApplication: {
    path: '/my/application/:id',
    getHref: (id: string) => `/my/application/${encodeURIComponent(id)}`,
  },
  /** Renewing one document of a submitted application (the expiry reminder's link); signed in. */
  renewDocument: {
    path: '/renew',
    getHref: (applicationId?: string, documentKey = '') =>
      applicationId === undefined
        ? '/renew'
        : `/renew?${new URLSearchParams({ application: applicationId, document: documentKey }).toString()}`,
  },
  /** A short URL (`c` is its code) that sends the browser on to its stored target. */
  redirect: {
    path: '/redirect',
    getHref: (code?: string) =>
      code === undefined ? '/redirect' : `/redirect?c=${encodeURIComponent(code)}`,
  },
  /** The open pages a reference or covering-physician request's short URL leads to. */
  reference: withTokenLink('/reference'),
  alternativeCoverage: withTokenLink('/alternativeCoverage'),
  /** The open page of a supervising or collaborating physician's request (issue 42). */
  supervision: withTokenLink('/supervision'),
} as const satisfies Record<string, TSiteLink<never[]>>;

/** The admin site's pages that links from outside point at (relative to /admin/). */
export const ADMIN_LINKS = {
  /** The sign-in page. */
  home: fixed('/'),
  application: {
    path: '/applications/:id',
    getHref: (id: string) => `/applications/${encodeURIComponent(id)}`,
  },
  /** A committee meeting: its agenda and packet (the packet mail points at it); signed in. */
  meeting: {
    path: '/meetings/:id',
    getHref: (id: string) => `/meetings/${encodeURIComponent(id)}`,
  },
  /** The link in an admin invitation, signed in or not. */
  setPassword: withTokenLink('/setPassword'),
  /** The password-reset link (the API emails it), signed in or not. */
  resetPassword: withTokenLink('/resetPassword'),
  /** Asking for a password-reset link (the blocked-sign-in mail points at it). */
  forgotPassword: fixed('/forgotPassword'),
  /** Single sign-on: the work email that finds the hospital's provider. */
  singleSignOn: fixed('/sso'),
  /**
   * Where the API's single sign-on callback sends the browser: `#ticket=` (exchanged for the
   * session) or `#error=` (an SSO_REFUSALS code). In the fragment, so no server logs it.
   */
  singleSignOnDone: {
    path: '/sso/done',
    getHref: (outcome?: { ticket: string } | { error: string }) =>
      outcome ? `/sso/done#${new URLSearchParams(outcome).toString()}` : '/sso/done',
  },
  /** The platform's failed-sign-in alerts (the alert mail points at it). */
  signInAlerts: fixed('/platform/sign-in-alerts'),
  /** Passkeys, authenticator app and recovery codes (the factor mails point at it); signed in. */
  security: fixed('/security'),
  /** A file in the decision route, as a committee member's step shows it (the route's mails point at it). */
  committeeFile: {
    path: '/committee/:id',
    getHref: (applicationId: string) => `/committee/${encodeURIComponent(applicationId)}`,
  },
  /** An FPPE: its plan, evaluators and evaluations (the reminder and referral mails point at it); signed in. */
  fppe: {
    path: '/fppe/:id',
    getHref: (fppeId: string) => `/fppe/${encodeURIComponent(fppeId)}`,
  },
  /** The evaluator's open page, by the emailed link (no account needed). */
  evaluate: withTokenLink('/evaluate'),
} as const satisfies Record<string, TSiteLink<never[]>>;

/** The open page each kind of request's link leads to. */
export const REQUEST_PAGE_LINKS: Record<TRequestKind, TSiteLink<[token?: string]>> = {
  reference: DOCTOR_LINKS.reference,
  coverage: DOCTOR_LINKS.alternativeCoverage,
};

/**
 * The absolute URL of a site-relative href, for emails: `base` is the site's public URL ending in
 * a slash (the API's DOCTOR_URL / ADMIN_URL), so `/x` becomes `<base>x` and `/` the base itself.
 */
export function toSiteUrl(base: string, href: string): string {
  return `${base}${href.replace(/^\//, '')}`;
}
