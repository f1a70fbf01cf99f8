import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { NotFoundPage } from '@/components/not-found-page';
import { DoctorOnlyGuard, PublicOnlyGuard } from '@/app/routes/guards';
import { RootRoute } from '@/app/routes/root';
import {
  AlternativeCoveragePage,
  ApplicationDetailPage,
  ApplyPage,
  DashboardPage,
  EmailVerifiedPage,
  EmailVerifyPage,
  ForgotPasswordPage,
  LandingPage,
  LoginPage,
  MyApplicationsPage,
  OtpPage,
  PrivilegesPage,
  RedirectPage,
  ReferencePage,
  RegisterPage,
  ResetPasswordPage,
  SurveyPage,
  renderLazy,
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
            { path: paths.home.path, element: renderLazy(LandingPage) },
            { path: paths.login.path, element: renderLazy(LoginPage) },
            { path: paths.otp.path, element: renderLazy(OtpPage) },
            { path: paths.register.path, element: renderLazy(RegisterPage) },
            { path: paths.emailVerify.path, element: renderLazy(EmailVerifyPage) },
            { path: paths.forgotPassword.path, element: renderLazy(ForgotPasswordPage) },
          ],
        },
        {
          element: <DoctorOnlyGuard />,
          children: [
            { path: paths.dashboard.path, element: renderLazy(DashboardPage) },
            { path: paths.survey.path, element: renderLazy(SurveyPage) },
            { path: paths.privilege.path, element: renderLazy(PrivilegesPage) },
            { path: paths.apply.path, element: renderLazy(ApplyPage) },
            {
              path: paths.myApplications.path,
              children: [
                { index: true, element: renderLazy(MyApplicationsPage) },
                { path: ':id', element: renderLazy(ApplicationDetailPage) },
              ],
            },
          ],
        },
        // Open routes: no sign-in condition (referees and covering physicians have no account).
        { path: paths.emailVerified.path, element: renderLazy(EmailVerifiedPage) },
        { path: paths.resetPassword.path, element: renderLazy(ResetPasswordPage) },
        { path: paths.redirect.path, element: renderLazy(RedirectPage) },
        { path: paths.reference.path, element: renderLazy(ReferencePage) },
        { path: paths.alternativeCoverage.path, element: renderLazy(AlternativeCoveragePage) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
