/** Business constants from spec section 9. */
export const STORAGE_KEYS = { token: 'access_token', user: 'user' } as const;
export const ADMIN_STORAGE_KEYS = { token: 'admin_access_token', user: 'admin_user' } as const;
export const AUTH_HEADER = 'x-auth-token';
/** A delegate's requests name the doctor they act for (issue 16): the doctor's user id. */
export const ACTING_FOR_HEADER = 'x-acting-for';
/**
 * On a 503 refused before any of the request's work ran (the server overloaded or restarting):
 * nothing of it happened, so the client may send it again after Retry-After, a change included.
 */
export const UNPROCESSED_HEADER = 'x-request-unprocessed';
export const ALERT_AUTO_HIDE_MS = 6000;
export const ALERT_NAVIGATE_DELAY_MS = 1000;
export const LANDING_SCROLL_OFFSET_PX = 90;
export const DEFAULT_LOADER_MESSAGE = 'Please wait...';
export const OTP_MINUTES_DEFAULT = 5;
export const OTP_MINUTES_SHIPPED = 1;
export const OTP_LENGTH = 6;
export const OTP_MAX_ATTEMPTS = 5;
export const EMAIL_VERIFY_TTL_HOURS = 24;
/** A password-reset link works once, within this many minutes. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
export const COMMENT_SECTIONS = ['A', 'B', 'C', 'D'] as const;
export type TCommentSection = (typeof COMMENT_SECTIONS)[number];
export const PRIMARY_COLOR = '#004AAD';
export const FONT_FAMILY =
  '"Inter Tight Variable", "Inter Tight", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
export const LEGAL_DOCUMENTS = [
  { key: 'affirmations', label: 'Affirmations', file: 'affirmations.pdf' },
  { key: 'fraudPolicy', label: 'Fraud Policy', file: 'fraud-policy.pdf' },
  { key: 'privacyPolicy', label: 'Privacy Policy', file: 'privacy-policy.pdf' },
  { key: 'termsOfUse', label: 'Terms of Use', file: 'terms-of-use.pdf' },
] as const;
export type TLegalKey = (typeof LEGAL_DOCUMENTS)[number]['key'];
/**
 * The portal's pages rendered at build time (scripts/prerender-pages.mjs), each written to `file`
 * in the portal's dist and served by the API at `path`: the signed-out pages a visitor arrives at.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'landing.html' },
  { path: '/login', file: 'login.html' },
  { path: '/register', file: 'register.html' },
  { path: '/forgotPassword', file: 'forgot-password.html' },
] as const;

/** The admin site's prerendered page, written to `file` in the admin's dist: its sign-in page. */
export const ADMIN_PRERENDERED_PAGES = [{ path: '/admin/', file: 'sign-in.html' }] as const;

/**
 * The sites' addresses in the prerendered pages (built before any deployment knows them): the API
 * serves them with its ADMIN_URL and DOCTOR_URL in their place.
 */
export const PRERENDER_ADMIN_URL = 'https://docapply-admin-url.invalid/';
export const PRERENDER_DOCTOR_URL = 'https://docapply-doctor-url.invalid/';

/** How far ahead GET /formsResponse/expiring looks by default, and at most (days). */
export const EXPIRING_DAYS_DEFAULT = 90;
export const EXPIRING_DAYS_MAX = 365;
/** A document expiring within this many days is shown as urgent. */
export const EXPIRING_SOON_DAYS = 30;
