// The people and the routes of the page benchmark, set up through the API of the running product
// with the e2e journeys' helpers:
//   doctor      a new doctor with one application to Riverside (the demo hospital its
//               administrator belongs to), filled in and submitted: the dashboard, /my/application
//               (that one application) and the administrator's review of it;
//   new doctor  one with no application: /apply without a hospital (the picker), and /apply with
//               one, which opens the form of a new draft there;
//   administrator  the demo hospital administrator of Riverside: the queue and the review.
import { ADMIN_STORAGE_KEYS, STORAGE_KEYS } from '../../packages/contracts/src/constants';
import { RIVERSIDE_ADMIN } from '../../e2e/support/admin';
import { callApi, signInViaApi } from '../../e2e/support/api-client';
import { fillDraftViaApi, submitViaApi } from '../../e2e/support/approved-doctor';
import { signInNewDoctor } from '../../e2e/support/doctor';
import type { TMailbox } from '../../e2e/support/mailbox';

/** A signed-in user as a site keeps it in localStorage (packages/ui/src/auth/auth-storage.ts). */
export type TSession = { tokenKey: string; userKey: string; token: string; user: unknown };

export const ROUTE_NAMES = [
  'landing',
  'login',
  'register',
  'forgot-password',
  'dashboard',
  'apply-picker',
  'apply',
  'applications',
  'admin-login',
  'admin-queue',
  'admin-review',
] as const;
export type TRouteName = (typeof ROUTE_NAMES)[number];

export type TRoute = {
  name: TRouteName;
  /** Path and query on the server; a signed-in route must still be there once loaded. */
  path: string;
  session: TSession | null;
  hasLighthouse: boolean;
};

/** Lighthouse's pages: the five signed-in ones the targets name, and the two public ones. */
const LIGHTHOUSE_ROUTES: readonly TRouteName[] = [
  'landing',
  'login',
  'dashboard',
  'applications',
  'apply',
  'admin-queue',
  'admin-review',
];
const DOCTOR_NAME = { first: 'Ana', last: 'Reyes' };

async function signInDoctor(baseUrl: string, mailbox: TMailbox) {
  const doctor = await signInNewDoctor({ baseUrl }, mailbox, undefined, DOCTOR_NAME);
  const session: TSession = {
    tokenKey: STORAGE_KEYS.token,
    userKey: STORAGE_KEYS.user,
    token: doctor.headers['x-auth-token'],
    user: doctor.user,
  };
  return { ...doctor, session };
}

/**
 * Signs the three people in (the administrator with the demo password, then the emailed code),
 * makes the doctor's submitted application and lists the routes.
 */
export async function signInAndListRoutes(
  baseUrl: string,
  mailbox: TMailbox,
  demoPassword: string,
): Promise<TRoute[]> {
  const doctor = await signInDoctor(baseUrl, mailbox);
  const newDoctor = await signInDoctor(baseUrl, mailbox);
  const admin = await signInViaApi({ baseUrl }, mailbox, {
    email: RIVERSIDE_ADMIN.email,
    password: demoPassword,
  });
  const adminSession: TSession = {
    tokenKey: ADMIN_STORAGE_KEYS.token,
    userKey: ADMIN_STORAGE_KEYS.user,
    token: admin.token,
    user: admin.user,
  };
  // Documents, sections A-D, the survey, one privilege, the references answered through their
  // mails; then signed with the emailed code.
  const { applicationId } = await fillDraftViaApi({ baseUrl }, mailbox, {
    hospital: 'Riverside General Hospital',
    doctor: {
      email: doctor.email,
      password: doctor.password,
      firstName: DOCTOR_NAME.first,
      lastName: DOCTOR_NAME.last,
    },
    token: doctor.session.token,
  });
  await submitViaApi({ baseUrl }, mailbox, {
    token: doctor.session.token,
    email: doctor.email,
    applicationId,
    signature: `${DOCTOR_NAME.first} ${DOCTOR_NAME.last}`,
  });
  const hospitals = await callApi<{ data: { id: string }[] }>({ baseUrl }, 'GET', '/hospitals/all', {
    token: newDoctor.session.token,
  });

  const route = (name: TRouteName, path: string, session: TSession | null): TRoute => ({
    name,
    path,
    session,
    hasLighthouse: LIGHTHOUSE_ROUTES.includes(name),
  });
  return [
    route('landing', '/', null),
    route('login', '/login', null),
    route('register', '/register', null),
    route('forgot-password', '/forgotPassword', null),
    route('dashboard', '/dashboard', doctor.session),
    route('apply-picker', '/apply', newDoctor.session),
    // With a hospital chosen the page opens the application form (a draft it creates on the first load).
    route('apply', `/apply?hospital=${hospitals.data[0].id}`, newDoctor.session),
    route('applications', '/my/application', doctor.session),
    route('admin-login', '/admin/', null),
    route('admin-queue', '/admin/applications', adminSession),
    // The office's review of one submitted application (the admin site's paths.application).
    route('admin-review', `/admin/applications/${applicationId}`, adminSession),
  ];
}
