import type { RouteObject } from 'react-router';
import { lazyRoute } from '@docapply/ui';
import { paths } from '@/config/paths';
import { NotFoundPage } from '@/components/not-found-page';
import { DoctorOnlyGuard, PublicOnlyGuard } from '@/app/routes/guards';
import { RootRoute } from '@/app/routes/root';
import {
  AlternativeCoveragePage,
  SupervisionPage,
  ApplicationChangesPage,
  ApplicationDetailPage,
  ApplyPage,
  DashboardPage,
  DelegatesPage,
  SignInActivityPage,
  EmailVerifiedPage,
  EmailVerifyPage,
  ForgotPasswordPage,
  LandingPage,
  LoginPage,
  MyApplicationsPage,
  OtpPage,
  PrivilegesPage,
  ProfileArchivePage,
  RedirectPage,
  ReferencePage,
  RegisterPage,
  RenewalPage,
  SecurityPage,
  ResetPasswordPage,
  SetPasswordPage,
  SurveyPage,
} from '@/app/routes/lazy-pages';

/** Every route of the portal (spec section 2); main.tsx and the tests build routers from it. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      children: [
        {
          element: <PublicOnlyGuard />,
          children: [
            { path: paths.home.path, ...lazyRoute(LandingPage) },
            { path: paths.login.path, ...lazyRoute(LoginPage) },
            { path: paths.otp.path, ...lazyRoute(OtpPage) },
            { path: paths.register.path, ...lazyRoute(RegisterPage) },
            { path: paths.emailVerify.path, ...lazyRoute(EmailVerifyPage) },
            { path: paths.forgotPassword.path, ...lazyRoute(ForgotPasswordPage) },
          ],
        },
        {
          element: <DoctorOnlyGuard />,
          children: [
            { path: paths.dashboard.path, ...lazyRoute(DashboardPage) },
            { path: paths.survey.path, ...lazyRoute(SurveyPage) },
            { path: paths.privilege.path, ...lazyRoute(PrivilegesPage) },
            { path: paths.apply.path, ...lazyRoute(ApplyPage) },
            {
              path: paths.myApplications.path,
              children: [
                { index: true, ...lazyRoute(MyApplicationsPage) },
                { path: ':id', ...lazyRoute(ApplicationDetailPage) },
                { path: ':id/changes', ...lazyRoute(ApplicationChangesPage) },
              ],
            },
            { path: paths.delegates.path, ...lazyRoute(DelegatesPage) },
            { path: paths.signInActivity.path, ...lazyRoute(SignInActivityPage) },
            { path: paths.profileArchive.path, ...lazyRoute(ProfileArchivePage) },
            { path: paths.security.path, ...lazyRoute(SecurityPage) },
          ],
        },
        {
          // An email's link: a signed-out doctor signs in first, then comes back to it.
          element: <DoctorOnlyGuard returnAfterSignIn />,
          children: [{ path: paths.renew.path, ...lazyRoute(RenewalPage) }],
        },
        // Open routes: no sign-in condition (referees and covering physicians have no account).
        { path: paths.emailVerified.path, ...lazyRoute(EmailVerifiedPage) },
        { path: paths.resetPassword.path, ...lazyRoute(ResetPasswordPage) },
        { path: paths.setPassword.path, ...lazyRoute(SetPasswordPage) },
        { path: paths.redirect.path, ...lazyRoute(RedirectPage) },
        { path: paths.reference.path, ...lazyRoute(ReferencePage) },
        { path: paths.alternativeCoverage.path, ...lazyRoute(AlternativeCoveragePage) },
        { path: paths.supervision.path, ...lazyRoute(SupervisionPage) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
